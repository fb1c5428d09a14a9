//! The threads of a parallel count (a problem's `--count`): a pool of its own, never a
//! panic when threads cannot be started.

/// Runs `work` on a pool of `threads` threads of its own (all cores if `None`). Threads that
/// cannot be started (a process limit, no memory for their stacks) are no error: the work
/// runs on as many as could be started, halving down to the calling thread alone, and on
/// rayon's global pool only once this function has started it (a global pool that fails to
/// start on first use is a panic).
pub fn on_threads<T: Send>(threads: Option<usize>, work: impl FnOnce() -> T + Send) -> T {
    /// Each worker's stack: a count recurses a level a frame (at most a few hundred small
    /// frames), so a small stack is ample, and 64 workers fit an address space where 64
    /// default stacks (2 MiB each) would not.
    const WORKER_STACK: usize = 512 * 1024;
    /// Whether rayon's global pool was started here, on all cores: started once and kept,
    /// so that counts one after another (the editor's) share its threads.
    static GLOBAL: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let builder = || rayon::ThreadPoolBuilder::new().stack_size(WORKER_STACK);
    if threads.is_none() && *GLOBAL.get_or_init(|| builder().build_global().is_ok()) {
        return work();
    }
    let wanted = threads.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    let mut t = wanted;
    while t > 1 {
        if let Ok(pool) = builder().num_threads(t).build() {
            return pool.install(work);
        }
        t /= 2;
    }
    // One worker, the calling thread itself: nothing to start.
    match builder().num_threads(1).use_current_thread().build() {
        Ok(pool) => pool.install(work),
        Err(_) => work(),
    }
}
