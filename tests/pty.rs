//! End-to-end: the real binary in a pseudo-terminal, read back through a vt100 emulator.
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

mod support {
    pub mod tty;
}

use support::tty::{spawn, spawn_in, spawn_with};

#[test]
fn start_step_quit_leaves_the_alternate_screen() {
    let mut tty = spawn(&["--paused"], 80, 24);
    tty.wait_for("the alternate screen", vt100::Screen::alternate_screen);
    tty.wait_text("step 0");
    tty.send("l");
    tty.wait_text("step 1");
    tty.wait_text("a1 placed");
    tty.send("l");
    tty.wait_text("step 2");
    tty.send("h");
    tty.wait_for("step 1 again", |s| {
        s.contents().contains("step 1") && !s.contents().contains("step 2")
    });
    tty.send("q");
    let status = tty.wait_exit();
    assert!(status.success(), "{status:?}");
    tty.assert_restored();
}

#[test]
fn space_plays_and_help_opens_and_closes() {
    let mut tty = spawn(&["--paused", "--speed", "max", "-n", "14"], 100, 30);
    tty.wait_text("paused");
    tty.send(" ");
    tty.wait_text("playing");
    tty.wait_for("thousands of steps", |s| s.contents().contains("solution"));
    tty.send(" ");
    tty.wait_text("paused");
    tty.send("?");
    tty.wait_text("next / previous solution");
    tty.send("\x1b");
    tty.wait_for("help closed", |s| {
        !s.contents().contains("next / previous solution")
    });
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// Every problem of the registry: its visualizer starts, steps forward and back, opens and
/// closes its help, takes a resize, and quits with the terminal restored.
#[test]
fn every_problem_starts_steps_and_restores() {
    for &command in backtrack::problems::COMMANDS {
        let mut tty = spawn(&[command, "--paused"], 80, 24);
        tty.wait_for("the alternate screen", vt100::Screen::alternate_screen);
        tty.wait_text("step 0");
        tty.send("l");
        tty.wait_text("step 1");
        tty.send("h");
        tty.wait_text("step 0");
        tty.send("?");
        tty.wait_text("close");
        tty.send("\x1b");
        tty.resize(100, 30);
        tty.wait_text("step 0");
        tty.send("q");
        assert!(tty.wait_exit().success(), "{command}");
        tty.assert_restored();
    }
}

/// Subset sum: Tab changes the pruning and restarts, `c` compares with the whole tree, the
/// constraint's cut is said in numbers.
#[test]
fn subset_sum_prunes_compares_and_says_its_cuts() {
    let mut tty = spawn(&["subset-sum", "--paused"], 100, 30);
    tty.wait_text("constraint + bound");
    for _ in 0..4 {
        tty.send("l");
    }
    tty.wait_text("take 13? cs + w = 40 > M = 30:");
    tty.send("\t");
    tty.wait_for("constraint only, restarted", |s| {
        s.contents().contains("constraint only") && s.contents().contains("step 0")
    });
    tty.send("c");
    tty.wait_text("constraint only | no pruning");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// The knapsack in Chinese: `n` runs to the first better load, the end names the optimum.
#[test]
fn knapsack_runs_to_its_optimum_in_chinese() {
    let mut tty = spawn(&["--lang", "zh", "knapsack", "--paused"], 100, 30);
    tty.wait_text("0-1 背包");
    tty.send("n");
    tty.wait_text("bestp = 20");
    tty.send("\x1b[F");
    tty.wait_text("最优解：价值 20，物品 1 3 4");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// Permutations: `a` switches the algorithm and restarts; a repeat is said skipped; the end
/// has found the distinct arrangements.
#[test]
fn permutations_switch_algorithms_and_skip_repeats() {
    let mut tty = spawn(&["permutations", "repeats", "--paused"], 100, 30);
    tty.wait_text("used[] array");
    tty.send("a");
    tty.wait_for("the swapping algorithm, restarted", |s| {
        s.contents().contains("swapping") && s.contents().contains("step 0")
    });
    // Step by step to the first repeat, said in full under the arrangement.
    for _ in 0..40 {
        if tty.screen().contains("again at this node: skipped") {
            break;
        }
        let step = tty.screen().contains("step 0");
        tty.send("l");
        if step {
            tty.wait_text("step 1");
        }
        std::thread::sleep(std::time::Duration::from_millis(30));
    }
    tty.wait_text("again at this node: skipped");
    tty.send("\x1b[F");
    tty.wait_text("found                3");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// The travelling salesman in Chinese: `o` cycles the bound function; the end names the
/// optimum of the textbook's 4 cities.
#[test]
fn tsp_cycles_its_bounds_and_finds_the_optimum() {
    let mut tty = spawn(&["--lang", "zh", "tsp", "--paused"], 100, 30);
    tty.wait_text("限界 cc + d");
    tty.send("o");
    tty.wait_text("限界 cc + d + 余下");
    tty.send("\x1b[F");
    tty.wait_text("最优费用 25：1 3 2 4 1");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// The knight's tour: `a` switches to Warnsdorff's rule, `n` goes to its first tour of the
/// chessboard (64 squares, no backtrack), Tab keeps the constraint on.
#[test]
fn knight_switches_its_order_and_finds_a_tour() {
    let mut tty = spawn(&["knight", "eight", "--paused"], 100, 30);
    tty.wait_text("fixed order");
    tty.send("a");
    tty.wait_for("Warnsdorff's rule, restarted", |s| {
        s.contents().contains("Warnsdorff") && s.contents().contains("step 0")
    });
    tty.send("n");
    tty.wait_text("tour of 64 squares");
    tty.send("\t");
    tty.wait_for("the bound off, restarted", |s| {
        s.contents().contains("constraint only") && s.contents().contains("step 0")
    });
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// The knight's tour in Chinese: from the centre of 5 x 5 the search ends with the 64 tours.
#[test]
fn knight_counts_the_centres_tours_in_chinese() {
    let mut tty = spawn(&["--lang", "zh", "knight", "centre", "--paused"], 100, 30);
    tty.wait_text("从 c3 出发");
    tty.send("\x1b[F");
    tty.wait_text("搜索结束：共找到 64 个解");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// Graph colouring: `a` switches to DSATUR, `M` gives a fourth colour, Tab turns forward
/// checking on, `n` finds the first colouring, End runs to the count of the map's 3-colourings.
#[test]
fn coloring_switches_order_colours_and_pruning() {
    let mut tty = spawn(&["coloring", "--paused"], 100, 30);
    tty.wait_text("fixed order");
    tty.send("a");
    tty.wait_for("DSATUR, restarted", |s| {
        s.contents().contains("DSATUR") && s.contents().contains("step 0")
    });
    tty.send("\t");
    tty.wait_text("constraint + bound");
    tty.send("n");
    tty.wait_text("a colouring of all 7 vertices");
    tty.send("\x1b[F");
    tty.wait_text("search over: 18 found");
    tty.send("M");
    tty.wait_for("four colours, restarted", |s| {
        s.contents().contains("m = 4") && s.contents().contains("step 0")
    });
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// Graph colouring in Chinese: myciel3 needs its 4 colours; the clash is said in words.
#[test]
fn coloring_says_its_clashes_in_chinese() {
    let mut tty = spawn(
        &["--lang", "zh", "coloring", "myciel3", "--paused"],
        100,
        30,
    );
    tty.wait_text("11 个顶点");
    tty.send("\x1b[C\x1b[C");
    tty.wait_text("不能涂红色");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// Sudoku: `a` switches to MRV, which fills the easy puzzle with singles alone: `n` reaches
/// its solution; Tab adds the hidden-single bound, then turns pruning off.
#[test]
fn sudoku_switches_to_mrv_and_solves() {
    let mut tty = spawn(&["sudoku", "--paused"], 100, 30);
    tty.wait_text("cell by cell");
    tty.send("a");
    tty.wait_for("MRV, restarted", |s| {
        s.contents().contains("MRV") && s.contents().contains("step 0")
    });
    tty.send("n");
    tty.wait_text("solved: 51 cells filled");
    tty.send("\t");
    tty.wait_text("constraint + bound");
    tty.send("\t");
    tty.wait_text("no pruning");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// Sudoku's solutions browser: the empty 4x4's 288 solutions, `u` one per class (2), Esc
/// back to the search.
#[test]
fn sudoku_browses_the_288_by_class() {
    let mut tty = spawn(&["sudoku", "--empty", "4", "--paused"], 100, 30);
    tty.wait_text("empty 4x4");
    tty.send("s");
    tty.wait_text("solution 1 of 288 · class 1 of 2");
    tty.send("\x1b[B");
    tty.wait_text("solution 2 of 288");
    tty.send("u");
    tty.wait_text("of 2: ");
    tty.send("\x1b");
    tty.wait_text("0 givens");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// The quiz under MRV asks which cell is filled next, with the picture not giving it away;
/// a wrong letter is told with the pick and its candidates, and the digit question follows.
#[test]
fn sudoku_quiz_asks_which_cell_mrv_fills() {
    let mut tty = spawn(
        &["sudoku", "inkala", "--algo", "mrv", "--quiz", "--paused"],
        100,
        30,
    );
    tty.wait_text("MRV");
    tty.send(" ");
    tty.wait_text("which cell is filled next? a r8c7 · b r2c2");
    assert!(!tty.screen().contains("filling r8c7"), "the pick is hidden");
    tty.send("b");
    tty.wait_text("not r2c2 (3 candidates): r8c7 (2 candidates)");
    tty.wait_text("depth 1: which child next? 1 · 2");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// Sudoku in Chinese: the first cut names the cell that holds the digit.
#[test]
fn sudoku_says_its_cuts_in_chinese() {
    let mut tty = spawn(&["--lang", "zh", "sudoku", "inkala", "--paused"], 100, 30);
    tty.wait_text("已知 21 格");
    tty.send("\x1b[C\x1b[C");
    tty.wait_text("剪去");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

#[test]
fn ctrl_c_quits_and_restores() {
    let mut tty = spawn(&[], 80, 24);
    tty.wait_text("playing");
    tty.send("\x03");
    // As for SIGINT: the conventional 128 + 2.
    assert_eq!(tty.wait_exit().exit_code(), 130);
    tty.assert_restored();
}

#[test]
fn sigterm_restores_the_terminal() {
    let mut tty = spawn(&["--paused"], 80, 24);
    tty.wait_text("step 0");
    let pid = tty.child.process_id().expect("pid");
    // The shell's own `kill`, so the test needs no procps on a bare machine.
    let killed = std::process::Command::new("sh")
        .args(["-c", &format!("kill -TERM {pid}")])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = tty.wait_exit();
    assert_eq!(status.exit_code(), 128 + 15);
    tty.assert_restored();
}

#[test]
fn resize_redraws_with_bigger_squares_and_too_small_says_so() {
    let mut tty = spawn(&["--paused"], 80, 24);
    tty.wait_text("step 0");
    tty.resize(120, 40);
    // At 120x40 the key bar has room for the solution jumps and squares are 8 columns wide.
    tty.wait_text("n N solution");
    tty.wait_text("a       b       c");
    tty.resize(50, 12);
    tty.wait_text("enlarge the window to at least 71 x 22");
    tty.resize(100, 12);
    tty.wait_text("make the window taller: at least 22 rows (now 12)");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

#[test]
fn chinese_interface_from_the_locale() {
    let pair_args = ["--paused", "--lang", "zh"];
    let mut tty = spawn(&pair_args, 80, 24);
    tty.wait_text("已暂停");
    tty.send("l");
    tty.wait_text("第 1 行 a 列：放下皇后");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

#[test]
fn compare_mode_steps_both_boards_and_tab_switches_algorithm() {
    let mut tty = spawn(
        &[
            "queens",
            "-n",
            "6",
            "--compare",
            "iterative,cells",
            "--paused",
        ],
        80,
        24,
    );
    tty.wait_text("iterative (seed 001)");
    tty.wait_text("cells (seed 002)");
    tty.send("l");
    tty.wait_text("a1 skipped");
    tty.wait_text("a1 placed");
    tty.send("c");
    tty.wait_for("one board again", |s| {
        !s.contents().contains("cells (seed 002)")
    });
    tty.send("\t");
    tty.wait_text("recursive (seeds 000, 003)");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

#[test]
fn maze_steps_edits_with_the_mouse_and_restores() {
    let mut tty = spawn(&["maze", "--paused"], 80, 24);
    tty.wait_text("seed 003's map");
    tty.send("l");
    tty.wait_text("(1,1) entered");
    tty.send("e");
    tty.wait_text("editing");
    // Left click (SGR mouse report) on the cell at row 4, column 3 of the seed map: the
    // cells start after the frame and the row numbers (2 columns), under the header, the
    // frame and the column numbers; a cell is 2 x 1 at 80x24.
    let click = |row: usize, col: usize| {
        let (x, y) = (3 + col * 2, 3 + row);
        format!("\x1b[<0;{};{}M\x1b[<0;{};{}m", x + 1, y + 1, x + 1, y + 1)
    };
    tty.send(&click(4, 3));
    tty.wait_text("cursor (4,3): wall");
    // `e` keeps the change; the header says the map was edited.
    tty.send("e");
    tty.wait_text("seed 003's map, edited");
    // Esc throws away what this visit to the editor changed: (5,3) stays open.
    tty.send("e");
    tty.wait_text("editing");
    tty.send(&click(5, 3));
    tty.wait_text("cursor (5,3): wall");
    tty.send("\x1b");
    tty.wait_text("paused");
    // The click made (4,3) a wall: the eighth step, going down from (3,3), runs into it.
    tty.send("llllllll");
    tty.wait_text("(4,3) blocked: wall");
    tty.send("n");
    tty.wait_text("goal (6,5)");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

#[test]
fn bad_maze_files_exit_2_before_touching_the_terminal() {
    let dir = std::env::temp_dir().join(format!("backtrack-pty-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("ragged.txt");
    std::fs::write(&file, "1 1 1\n1 0\n").unwrap();
    let mut tty = spawn(&["maze", file.to_str().unwrap()], 80, 24);
    let status = tty.wait_exit();
    assert_eq!(status.exit_code(), 2);
    tty.wait_text("ragged.txt:2:3: this row ends after 2 cells but the first has 3");
    tty.assert_restored();
}

#[test]
fn a_panic_restores_the_terminal_and_says_so_in_one_line() {
    // The debug binary panics on the key `!` when asked to.
    let mut tty = spawn_with(&["--paused"], 80, 24, &[("BACKTRACK_TEST_PANIC", "1")]);
    tty.wait_text("step 0");
    tty.send("!");
    let status = tty.wait_exit();
    assert_eq!(status.exit_code(), 101);
    tty.assert_restored();
    tty.wait_text("backtrack: internal error");
    assert!(!tty.screen().contains("stack backtrace"));
}

#[test]
fn ctrl_c_stops_a_long_count_cleanly() {
    // N = 22 takes hours: the progress bar shows after a second, and Ctrl-C ends it.
    let mut tty = spawn(&["queens", "-n", "22", "--count"], 100, 10);
    tty.wait_for("the progress bar", |s| {
        s.contents().contains("% ") && s.contents().contains(" left ")
    });
    tty.send("\x03");
    let status = tty.wait_exit();
    assert_eq!(status.exit_code(), 130);
    tty.wait_text("backtrack: interrupted");
    assert!(
        !tty.screen().contains(" left "),
        "the bar is cleared:\n{}",
        tty.screen()
    );
}

#[test]
fn resizes_queued_with_a_key_while_stopped_end_in_a_whole_redraw() {
    let mut tty = spawn(&["--paused"], 120, 40);
    tty.wait_text("step 0");
    tty.signal(19); // SIGSTOP: the program sees neither the resizes nor the key until SIGCONT.
    // The window shrinks (the terminal cuts what was drawn) and grows back to its old size.
    tty.resize(40, 12);
    tty.resize(120, 40);
    tty.send("l");
    std::thread::sleep(std::time::Duration::from_millis(100));
    tty.signal(18);
    // Everything is drawn again, not only what the key changed: the key bar, the counters,
    // the file letters of 8-column squares.
    tty.wait_for("the whole screen again", |s| {
        let rows: Vec<String> = s.rows(0, 120).collect();
        rows[0].trim_end().ends_with("step 1")
            && rows[39].contains("n N solution")
            && s.contents().contains("a       b       c")
            && s.contents().contains("backtracks")
    });
    tty.send("q");
    assert_eq!(tty.wait_exit().exit_code(), 0);
}

#[test]
fn a_paste_of_thousands_of_keys_is_read_to_the_last_key() {
    let mut tty = spawn(&["--paused"], 80, 24);
    tty.wait_text("step 0");
    // 3,000 steps forward in one write: more than crossterm's 1,024-byte reads.
    tty.send(&"l".repeat(3000));
    tty.wait_text("step 3 000");
    tty.send("q");
    assert_eq!(tty.wait_exit().exit_code(), 0);
}

#[test]
fn without_a_terminal_it_says_so_and_suggests_the_headless_modes() {
    // A new session has no controlling terminal, and stdin is not one: nothing to read keys
    // from, though stdout is the pty.
    let script = format!(
        "setsid -w {} --paused </dev/null; echo \"EXIT:$?\"",
        env!("CARGO_BIN_EXE_backtrack")
    );
    let mut tty = support::tty::spawn_command("sh", &["-c", &script], 100, 10);
    tty.wait_text("EXIT:2");
    tty.wait_text(
        "there is no terminal here to draw on; without one use --print, --count or --trace",
    );
    tty.wait_exit();
}

#[test]
fn a_giant_window_draws_a_message_in_bounded_memory() {
    // 6000 x 6000 cells would take gigabytes of frame buffers; under a 2 GiB address-space
    // limit the program must still run, say the window is too large, and quit cleanly.
    let script = format!(
        "ulimit -v 2097152; exec {} --paused",
        env!("CARGO_BIN_EXE_backtrack")
    );
    let mut tty =
        support::tty::spawn_program("sh", &["-c", &script], (6000, 6000), (1000, 1000), &[]);
    tty.wait_text("the window is too large (6000 x 6000): at most 1000 x 1000");
    tty.send("q");
    assert_eq!(tty.wait_exit().exit_code(), 0);
    tty.assert_restored();
}

#[test]
fn a_window_too_large_for_the_memory_left_draws_smaller_instead_of_aborting() {
    // 1000 x 1000 is within the largest area drawn, but its frame buffers do not fit a 64 MiB
    // address space: the allocation failed and aborted with the terminal raw (issue 26,
    // reliability 5). The area drawn is now what memory allows, and the window is said to be
    // too large for it.
    let script = format!(
        "ulimit -v 65536; exec {} --paused",
        env!("CARGO_BIN_EXE_backtrack")
    );
    let mut tty =
        support::tty::spawn_program("sh", &["-c", &script], (1000, 1000), (1000, 1000), &[]);
    tty.wait_text("the window is too large (1000 x 1000): at most");
    tty.send("q");
    assert_eq!(tty.wait_exit().exit_code(), 0);
    tty.assert_restored();
}

#[test]
fn the_mouse_is_reported_only_where_clicks_do_something() {
    let mut tty = spawn(&["maze", "--paused"], 80, 24);
    tty.wait_text("step 0");
    // The scrubber takes clicks on the main screen; the help and the prompt take none, so
    // text can be selected there.
    tty.wait_for("mouse reporting on: the scrubber", |s| {
        s.mouse_protocol_mode() != vt100::MouseProtocolMode::None
    });
    tty.send("?");
    tty.wait_for("mouse reporting off in the help", |s| {
        s.contents().contains("Esc close")
            && s.mouse_protocol_mode() == vt100::MouseProtocolMode::None
    });
    tty.send("\x1b");
    tty.wait_for("help closed", |s| !s.contents().contains("Esc close"));
    tty.send(":");
    tty.wait_for("the prompt open", |s| s.contents().contains("Enter go"));
    assert!(!tty.mouse_on(), "no clicks in the prompt");
    tty.send("\x1b");
    tty.wait_for("prompt closed", |s| !s.contents().contains("Enter go"));
    tty.send("e");
    tty.wait_for("mouse reporting on in the editor", |s| {
        s.contents().contains("editing")
            && s.mouse_protocol_mode() != vt100::MouseProtocolMode::None
    });
    tty.send("q");
    assert_eq!(tty.wait_exit().exit_code(), 0);
}

/// A click on the scrubber goes to that point of the history: once the end is known, its
/// left end is step 0 and its right end the last step.
#[test]
fn a_click_on_the_scrubber_goes_there() {
    let mut tty = spawn(&["maze", "--paused"], 80, 24);
    tty.wait_text("step 0");
    tty.send("\x1b[F"); // End: run to the end
    tty.wait_text("step 16 of 16");
    // SGR mouse: press and release of the left button at column 2, row 23 (1-based).
    tty.send("\x1b[<0;2;23M\x1b[<0;2;23m");
    tty.wait_text("step 0 of 16");
    tty.send("\x1b[<0;47;23M\x1b[<0;47;23m");
    tty.wait_text("step 16 of 16");
    tty.send("q");
    assert_eq!(tty.wait_exit().exit_code(), 0);
}

/// The jump keys, go-to and stops, typed as a user would, in English and in Chinese.
#[test]
fn jumps_go_to_and_stops_from_the_keyboard() {
    for (env, stopped) in [
        ("C.UTF-8", "stopped at a backtrack in row 5"),
        ("zh_CN.UTF-8", "停在第 5 行的回溯"),
    ] {
        let mut tty = spawn_with(&["-n", "8", "--paused"], 100, 30, &[("LANG", env)]);
        tty.wait_for("the screen", |s| s.contents().contains("N = 8"));
        // b: the first backtrack (step 24 of seed 001's 8 queens); B: none before it.
        let header_ends = |s: &vt100::Screen, step: &str| {
            s.rows(0, 100)
                .next()
                .is_some_and(|r| r.trim_end().ends_with(step))
        };
        tty.send("b");
        tty.wait_for("the first backtrack", |s| header_ends(s, " 24"));
        tty.send("B");
        tty.wait_for("nothing before", |s| {
            s.contents().contains("no backtrack before this step")
                || s.contents().contains("这一步之前没有回溯")
        });
        assert!(header_ends(
            &tty.parser.lock().unwrap().screen().clone(),
            " 24"
        ));
        // p: the next placement; P: back to the one before the backtrack.
        tty.send("p");
        tty.wait_for("the next placement", |s| !header_ends(s, " 24"));
        tty.send("P");
        tty.wait_for("back before the backtrack", |s| {
            s.rows(0, 100).next().is_some_and(|r| {
                let step: u64 = r.split_whitespace().last().unwrap().parse().unwrap();
                step < 24
            })
        });
        // Go to solution 1 by the prompt, then back to step 20.
        tty.send(":#1\r");
        tty.wait_for("solution 1", |s| {
            s.rows(0, 100)
                .next()
                .is_some_and(|r| r.trim_end().ends_with(" 982"))
        });
        tty.send(":20\r");
        tty.wait_for("step 20", |s| {
            s.rows(0, 100)
                .next()
                .is_some_and(|r| r.trim_end().ends_with(" 20"))
        });
        // A stop, then playing stops there.
        tty.send(":stop backtrack row 5\r");
        tty.send("+++++++ ");
        tty.wait_text(stopped);
        // The tree panel.
        tty.send("t");
        tty.wait_for("the tree", |s| {
            s.contents().contains("state-space tree") || s.contents().contains("解空间树")
        });
        tty.send("q");
        assert_eq!(tty.wait_exit().exit_code(), 0);
        tty.assert_restored();
    }
}

/// The solutions browser, as a user drives it: `s` opens it with the totals in its title,
/// Down Down Enter goes to solution 3's step, and a click then a second click on a line goes
/// to that solution; in English and in Chinese.
#[test]
fn the_solutions_browser_goes_to_a_solution() {
    for (env, title) in [
        ("C.UTF-8", "4 solutions in 1 class"),
        ("zh_CN.UTF-8", "共 4 个解，分为 1 类"),
    ] {
        let mut tty = spawn_with(&["-n", "6", "--paused"], 80, 24, &[("LANG", env)]);
        tty.wait_for("the screen", |s| s.contents().contains("N = 6"));
        let header_ends = |s: &vt100::Screen, step: &str| {
            s.rows(0, 80)
                .next()
                .is_some_and(|r| r.trim_end().ends_with(step))
        };
        tty.send("\x1b[F"); // End: run to the end (1 048 steps)
        tty.wait_for("the end", |s| header_ends(s, " 1 048"));
        tty.send("\x1b[H"); // Home: back to step 0
        tty.wait_for("step 0", |s| header_ends(s, " 0"));
        tty.send("s");
        tty.wait_text(title);
        // Seed 001's 6 queens find solution 3 (4 1 5 2 6 3) at step 577.
        tty.send("\x1b[B\x1b[B\r");
        tty.wait_for("solution 3", |s| header_ends(s, " 577"));
        assert!(
            !tty.parser
                .lock()
                .unwrap()
                .screen()
                .contents()
                .contains(title)
        );
        // Row 4 (1-based) is the first solution's line, under the class heading.
        tty.send("s");
        tty.wait_text(title);
        tty.send("\x1b[<0;6;4M\x1b[<0;6;4m");
        tty.wait_for("chosen", |s| s.contents().contains("▸ #1"));
        tty.send("\x1b[<0;6;4M\x1b[<0;6;4m");
        tty.wait_for("solution 1", |s| header_ends(s, " 197"));
        tty.send("q");
        assert_eq!(tty.wait_exit().exit_code(), 0);
        tty.assert_restored();
    }
}

/// Three queens placed by hand, two with keys and one with the mouse; the editor counts the
/// solutions that extend them; `e` runs the search from there, and the log says when it
/// moves a hand-placed queen. In English and in Chinese.
#[test]
fn queens_placed_by_hand_and_the_search_runs_on() {
    for (env, count, running, moved) in [
        (
            "C.UTF-8",
            "1 solution extends these queens",
            "playing",
            "moves hand-placed f3",
        ),
        (
            "zh_CN.UTF-8",
            "有 1 个解以这些皇后开头",
            "播放中",
            "移动手放的 f3",
        ),
    ] {
        let mut tty = spawn_with(&["-n", "8", "--paused"], 100, 30, &[("LANG", env)]);
        tty.wait_for("the screen", |s| s.contents().contains("N = 8"));
        tty.send("e");
        // The editor's cursor on a1, whatever the board's cell width.
        tty.wait_for("the editor", |s| {
            ["[  ]", "[ ]", "[]"]
                .iter()
                .any(|c| s.contents().contains(c))
        });
        // b1 and d2 with keys (the cursor starts on a1).
        tty.send("\x1b[C\r\x1b[B\x1b[C\x1b[C ");
        // f3 with a click: row 3 of the board is screen row 8, file f columns 24..27.
        tty.send("\x1b[<0;25;8M\x1b[<0;25;8m");
        tty.wait_text(count);
        tty.send("e");
        tty.wait_text(running);
        // Stop where row 4 is given up: the search goes back to row 3 and moves f3.
        tty.send(" :stop backtrack row 4\r");
        tty.send("++++++++++++ ");
        tty.wait_text(moved);
        tty.send("q");
        assert_eq!(tty.wait_exit().exit_code(), 0);
        tty.assert_restored();
    }
}

/// The quiz as a student meets it: seed 001's 4 queens, Row 1 answered right (a), Row 2
/// wrong (b: the queen goes to c2, b2 is attacked by a1); the header keeps the score. In
/// English and in Chinese.
#[test]
fn a_quiz_round_right_then_wrong() {
    for (env, asked, wrong, score) in [
        (
            "C.UTF-8",
            "Row 1: which column gets the next queen?",
            "✗ not b2: c2; why: a2 by a1, b2 by a1",
            "score 1/2",
        ),
        (
            "zh_CN.UTF-8",
            "第 1 行：下一个皇后放在哪一列？",
            "✗ 答错了：不是 b2，是 c2；原因：a2 被 a1 攻击，b2 被 a1 攻击",
            "得分 1/2",
        ),
    ] {
        let mut tty = spawn_with(&["-n", "4", "--quiz"], 100, 30, &[("LANG", env)]);
        tty.wait_text(asked);
        tty.send("a");
        tty.wait_for("the second question", |s| {
            s.contents().contains("Row 2") || s.contents().contains("第 2 行")
        });
        tty.send("b");
        tty.wait_text(score);
        tty.wait_text(wrong);
        tty.send("q");
        assert_eq!(tty.wait_exit().exit_code(), 0);
        tty.assert_restored();
    }
}

#[test]
fn q_quits_from_the_help() {
    let mut tty = spawn(&["--paused"], 80, 24);
    tty.wait_text("step 0");
    tty.send("?");
    tty.wait_text("Esc close");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// "?, Esc, Esc" closes the help and leaves the lesson running: Esc never quits.
#[test]
fn esc_closes_the_help_and_never_quits() {
    let mut tty = spawn(&["--paused"], 80, 24);
    tty.wait_text("step 0");
    tty.send("?");
    tty.wait_text("Esc close");
    tty.send("\x1b");
    tty.wait_for("help closed", |s| !s.contents().contains("Esc close"));
    tty.send("\x1b");
    // A key after the second Esc still does something: the program is there to read it.
    tty.send("l");
    tty.wait_text("step 1");
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert!(
        tty.child.try_wait().unwrap().is_none(),
        "Esc quit the program"
    );
    tty.send("\x1b\x1b\x1b");
    tty.send("l");
    tty.wait_text("step 2");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// `z` zooms (the panels give way to a caption) and back; `--zoom` starts zoomed; `T` changes
/// the colours.
#[test]
fn z_zooms_and_capital_t_cycles_the_themes() {
    let mut tty = spawn(&["--paused"], 100, 30);
    tty.wait_text("counters");
    tty.send("l");
    tty.wait_text("step 1");
    tty.send("z");
    tty.wait_for("zoom", |s| {
        !s.contents().contains("counters") && s.contents().contains("row 1, col a: queen placed")
    });
    tty.send("z");
    tty.wait_text("counters");
    let header_bg = |tty: &support::tty::Tty| {
        let parser = tty.parser.lock().unwrap();
        parser.screen().cell(0, 5).map(vt100::Cell::bgcolor)
    };
    let dark = header_bg(&tty);
    tty.send("T");
    tty.wait_for("the light theme", |s| {
        s.cell(0, 5).map(vt100::Cell::bgcolor) != dark
    });
    tty.send("TT");
    tty.wait_for("back to dark", |s| {
        s.cell(0, 5).map(vt100::Cell::bgcolor) == dark
    });
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();

    let mut tty = spawn(&["maze", "--paused", "--zoom"], 100, 30);
    tty.wait_text("step 0");
    assert!(!tty.screen().contains("counters"), "{}", tty.screen());
    tty.send("q");
    assert!(tty.wait_exit().success());
}

/// `--record` writes an asciicast v2 file as the session goes: a header with the window's
/// size, then `[time, "o", text]` lines (and `"r"` for a resize); replayed through a terminal
/// emulator, its last frame is the board the user saw. The header says it is recording.
#[test]
fn a_recorded_session_replays_to_the_same_screen() {
    let path = std::env::temp_dir().join(format!("backtrack-{}.cast", std::process::id()));
    // `--record` takes a new name only.
    let _ = std::fs::remove_file(&path);
    let file = path.to_str().unwrap();
    let mut tty = spawn(&["-n", "6", "--paused", "--record", file], 100, 30);
    tty.wait_text("● rec");
    for _ in 0..5 {
        tty.send("l");
    }
    tty.wait_text("step 5");
    tty.resize(120, 40);
    tty.wait_for("the bigger window", |s| {
        s.size().1.get() == 120
            && s.contents()
                .lines()
                .any(|l| l.len() > 100 && l.contains("step 5"))
    });
    std::thread::sleep(std::time::Duration::from_millis(200));
    let seen = tty.screen();
    tty.send("q");
    tty.wait_exit();
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let mut lines = text.lines();
    let header: serde_json::Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert_eq!(header["version"], 2);
    assert_eq!(
        (header["width"].as_u64(), header["height"].as_u64()),
        (Some(100), Some(30))
    );
    let nz = |v: u16| std::num::NonZeroU16::new(v).unwrap();
    let mut parser = vt100::Parser::new(nz(30), nz(100), 0);
    let mut last = 0.0;
    let mut resized = false;
    for line in lines {
        let event: (f64, String, String) = serde_json::from_str(line).unwrap();
        assert!(event.0 >= last, "time goes forward: {line}");
        last = event.0;
        match event.1.as_str() {
            "o" => parser.process(event.2.as_bytes()),
            "r" => {
                let (w, h) = event.2.split_once('x').unwrap();
                parser.set_size(nz(h.parse().unwrap()), nz(w.parse().unwrap()));
                resized = true;
            }
            other => panic!("unexpected event type {other}"),
        }
    }
    assert!(resized, "the resize is recorded");
    let replayed = parser.screen().contents();
    assert!(
        replayed.contains("step 5") && replayed.contains("board"),
        "{replayed}"
    );
    assert_eq!(replayed, seen, "the replay ends on the screen the user saw");
}

/// `--record` into a folder that does not exist: one line naming the file, exit 2, and the
/// terminal never left as it was.
#[test]
fn a_record_file_that_cannot_be_created_is_bad_input() {
    let mut tty = spawn(&["--record", "/no/such/folder/x.cast"], 100, 10);
    let status = tty.wait_exit();
    assert_eq!(status.exit_code(), 2);
    tty.wait_text(
        "backtrack: --record /no/such/folder/x.cast: cannot create the file: its folder does not exist",
    );
    tty.assert_restored();
}

/// `--record` into a file that takes no bytes (`/dev/full`): the header is written before the
/// terminal is touched, so the failure is one line about the recording, exit 2, and the
/// terminal as it was (issue 26: it was left raw, on the alternate screen, with the mouse on).
#[test]
fn a_recording_that_cannot_be_written_leaves_the_terminal_as_it_was() {
    for lang in ["en", "zh"] {
        let mut tty = spawn(&["--lang", lang, "--record", "/dev/full"], 100, 10);
        let status = tty.wait_exit();
        assert_eq!(status.exit_code(), 2, "{lang}");
        tty.wait_text(if lang == "en" {
            "backtrack: --record /dev/full: cannot write the recording:"
        } else {
            "backtrack: --record /dev/full：无法写入录像："
        });
        tty.assert_restored();
        assert!(!tty.mouse_on(), "{lang}: mouse reporting off");
    }
}

/// `--record` at full speed writes at most 30 frames a second (each the diff from the last
/// recorded, so the replay still ends on the screen the user saw), the header sets
/// `idle_time_limit` and takes `TERM` from the environment (issue 26: 320 KB a second).
#[test]
fn a_recording_at_full_speed_stays_small_and_true() {
    let path = std::env::temp_dir().join(format!("backtrack-max-{}.cast", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let file = path.to_str().unwrap();
    let mut tty = spawn_with(
        &["-n", "14", "--speed", "max", "--record", file],
        100,
        30,
        &[("TERM", "screen-256color")],
    );
    tty.wait_text("● rec");
    let start = std::time::Instant::now();
    std::thread::sleep(std::time::Duration::from_millis(1500));
    tty.send(" ");
    tty.wait_text("paused");
    std::thread::sleep(std::time::Duration::from_millis(300));
    let seen = tty.screen();
    let elapsed = start.elapsed().as_secs_f64() + 0.5;
    tty.send("q");
    tty.wait_exit();
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let mut lines = text.lines();
    let header: serde_json::Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert_eq!(header["env"]["TERM"], "screen-256color");
    assert!(header["idle_time_limit"].as_f64().is_some_and(|t| t > 0.0));
    let nz = |v: u16| std::num::NonZeroU16::new(v).unwrap();
    let mut parser = vt100::Parser::new(nz(30), nz(100), 0);
    let mut frames = 0;
    for line in lines {
        let event: (f64, String, String) = serde_json::from_str(line).unwrap();
        if event.1 == "o" {
            frames += 1;
            parser.process(event.2.as_bytes());
        }
    }
    assert!(
        f64::from(frames) <= 30.0 * elapsed + 3.0,
        "{frames} frames in {elapsed:.1} s"
    );
    assert!(frames >= 5, "frames are recorded: {frames}");
    assert_eq!(
        parser.screen().contents(),
        seen,
        "the replay ends on the screen seen"
    );
}

/// The tree cursor, driven as a user would: `:30` Enter, then Enter puts a cursor on the
/// search's node (c4, node 26), Up moves it to a3 (node 23, entered at step 27), Enter goes
/// to that step, Esc takes the cursor off and the arrows step the search again.
#[test]
fn the_tree_cursor_walks_and_goes_to_a_nodes_step() {
    let mut tty = spawn(&["-n", "4", "--paused"], 100, 30);
    tty.wait_text("step 0");
    tty.send(":30\r");
    tty.wait_text("step 30");
    tty.send("\r");
    tty.wait_text("node 26");
    tty.send("\x1b[A");
    tty.wait_text("node 23");
    tty.wait_text("entered at step 27");
    tty.send("\r");
    tty.wait_text("step 27");
    assert!(
        tty.screen().contains("node 23"),
        "the cursor stays on its node"
    );
    tty.send("\x1b");
    tty.wait_text("arrows");
    tty.send("\x1b[C");
    tty.wait_text("step 28");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// A lesson plays forward and back in one session: `PgDn` / `PgUp` (and `.` / `,`) turn the
/// scenes, the header and the caption follow, Esc does not end the lesson, `q` does, and the
/// terminal is restored.
#[test]
fn a_lesson_plays_forward_and_back() {
    let mut tty = spawn(&["lesson", "eight-queens"], 100, 30);
    tty.wait_for("the alternate screen", vt100::Screen::alternate_screen);
    tty.wait_text("scene 1/8");
    tty.wait_text("Brute force with one queen a row");
    tty.send("\x1b[6~");
    tty.wait_text("scene 2/8");
    tty.wait_text("Four queens by hand");
    tty.send("\x1b[5~");
    tty.wait_text("scene 1/8");
    tty.send("\x1b");
    std::thread::sleep(std::time::Duration::from_millis(300));
    tty.send(".");
    tty.wait_text("scene 2/8");
    // Scene 2 waits for the class: the first PgDn is held and says so, the second goes on.
    tty.send("\x1b[6~");
    tty.wait_text("no answer yet");
    tty.send("\x1b[6~");
    tty.wait_text("scene 3/8");
    tty.wait_text("The first backtrack");
    tty.send(",");
    tty.wait_text("scene 2/8");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// The header's first word's colour after the terminal answered the background query with
/// `answer` (none: the query goes unanswered but for the device attributes), or with `--theme`.
fn header_colour(args: &[&str], answer: Option<&str>) -> vt100::Color {
    let mut tty = spawn(args, 80, 24);
    if args.iter().all(|a| !a.starts_with("--theme")) {
        // The program asks for the background colour (OSC 11) before drawing anything.
        tty.wait_bytes(b"\x1b]11;?");
        if let Some(colour) = answer {
            tty.send(&format!("\x1b]11;{colour}\x1b\\"));
        }
        // The device attributes, which every terminal answers: the end of the answers.
        tty.send("\x1b[?62;22c");
    }
    tty.wait_text("step 0");
    let colour = tty
        .parser
        .lock()
        .unwrap()
        .screen()
        .cell(0, 14)
        .unwrap()
        .fgcolor();
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
    colour
}

/// Without `--theme`, a terminal with a light background gets the light theme and a dark one,
/// or one that does not say, the dark theme (issue 26); `--theme` is never overridden and
/// asks nothing.
#[test]
fn the_terminals_background_chooses_the_theme() {
    let light = header_colour(&["--paused", "--theme", "light"], None);
    let dark = header_colour(&["--paused", "--theme", "dark"], None);
    assert_ne!(light, dark, "the themes' headers differ");
    assert_eq!(
        header_colour(&["--paused"], Some("rgb:ffff/ffff/ffff")),
        light
    );
    assert_eq!(
        header_colour(&["--paused"], Some("rgb:1e1e/1e1e/1e1e")),
        dark
    );
    assert_eq!(header_colour(&["--paused"], None), dark);
}

/// Compare by placements (`y`): iterative and recursive on the same board at every step, the
/// header says so (issue 26).
#[test]
fn compare_by_placements_keeps_the_boards_alike() {
    let mut tty = spawn(
        &[
            "queens",
            "-n",
            "8",
            "--compare",
            "iterative,recursive",
            "--paused",
        ],
        120,
        40,
    );
    tty.wait_text("step 0");
    tty.send("y");
    tty.wait_text("by placements");
    for k in 1..=12 {
        tty.send("l");
        tty.wait_text(&format!("step {k} "));
        let screen = tty.screen();
        // The queens' columns on each of the board's 8 rows, left board and right board.
        let queens = |line: &str, from: usize, to: usize| -> Vec<usize> {
            line.chars()
                .skip(from)
                .take(to - from)
                .enumerate()
                .filter(|&(_, c)| c == '♛')
                .map(|(i, _)| i)
                .collect()
        };
        for line in screen.lines().skip(2).take(17) {
            assert_eq!(
                queens(line, 0, 60),
                queens(line, 60, 120),
                "step {k}:\n{screen}"
            );
        }
    }
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// A built-in script in the TUI: steps to the bound's first cut (its reason in the log, in
/// the script's words), rewinds, and quits with the terminal restored.
#[test]
fn a_script_steps_rewinds_and_quits() {
    let mut tty = spawn(&["script", "max-clique", "--paused"], 100, 30);
    tty.wait_text("maximum clique");
    for _ in 0..10 {
        tty.send("l");
    }
    tty.wait_text("cn + n - i = 2 <= bestn = 3");
    tty.wait_text("step 10");
    for _ in 0..3 {
        tty.send("h");
    }
    tty.wait_text("step 7");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// A script whose bound never returns: the operations limit stops it, the screen says so
/// with the line, and every key still works (rewind, quit).
#[test]
fn an_endless_script_is_stopped_and_still_quits() {
    let endless = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src/problems/script/fixtures/endless.rhai"
    );
    let mut tty = spawn(
        &["script", endless, "--paused", "--max-ops", "100000"],
        100,
        30,
    );
    tty.wait_text("endless.rhai");
    tty.send("\x1b[F");
    tty.wait_text("more than 100,000 operations");
    tty.send("h");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

/// A program still printing its search, into a pipe that never ends: the replay shows the
/// events as they come (the count read grows), steps and steps back on them, says where a
/// bad line stopped the reading, and quits at once though the pipe is still open.
#[rstest::rstest]
#[case::slow_and_endless("true", "reading: ")]
#[case::a_bad_line_at_the_end("echo 'not json'", "stopped reading at line 80")]
fn a_slow_pipe_is_replayed_as_it_comes(#[case] then: &str, #[case] status: &str) {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src/problems/replay/fixtures/queens4.jsonl"
    );
    // The file line by line, then notes without end (until the replay is gone).
    let script = format!(
        "(while IFS= read -r l || [ -n \"$l\" ]; do echo \"$l\"; sleep 0.02; done < {fixture}; {then}; \
         while echo '{{\"event\":\"note\",\"text\":\"tick\"}}'; do sleep 0.05; done) \
         | {} replay - --paused",
        env!("CARGO_BIN_EXE_backtrack")
    );
    let mut tty = support::tty::spawn_command("sh", &["-c", &script], 100, 30);
    tty.wait_text("step 0");
    // Line 10 read (a step goes only as far as the events read).
    tty.wait_text("10 {\"event\":\"back\"}");
    for _ in 0..6 {
        tty.send("l");
    }
    tty.wait_text("step 6");
    tty.send("\x1b[D");
    tty.wait_text("step 5");
    tty.wait_text(" 2  c2");
    tty.wait_text(status);
    if then == "true" {
        // Past the file's 78 events: the notes that follow are read as they come.
        tty.wait_for("more than the file's events read", |s| {
            let text = s.contents();
            let count = text.split("reading: ").nth(1).and_then(|rest| {
                rest.split_whitespace()
                    .next()?
                    .replace(',', "")
                    .parse::<u64>()
                    .ok()
            });
            count.is_some_and(|n| n > 100)
        });
    }
    tty.send("q");
    let exit = tty.wait_exit_within(std::time::Duration::from_secs(10));
    assert_eq!(exit.exit_code(), 0);
    tty.assert_restored();
}

/// `E` starts the Monte Carlo estimate (its probes run while the search is paused), again
/// stops it where it stands, again closes it; in Chinese on subset sum as in English on the
/// queens.
#[test]
fn e_starts_stops_and_closes_the_estimate() {
    for (args, title, running, stopped) in [
        (
            &["--paused"][..],
            "Monte Carlo estimate",
            "probing",
            "stopped",
        ),
        (
            &["subset-sum", "--paused", "--lang", "zh"][..],
            "蒙特卡罗估计",
            "进行中",
            "已停止",
        ),
    ] {
        let mut tty = spawn(args, 100, 30);
        tty.wait_for("the alternate screen", vt100::Screen::alternate_screen);
        tty.send("E");
        tty.wait_text(title);
        tty.wait_text(running);
        tty.send("E");
        tty.wait_text(stopped);
        tty.send("E");
        tty.wait_for("the panel closed", |s| !s.contents().contains(title));
        tty.send("q");
        assert_eq!(tty.wait_exit().exit_code(), 0);
        tty.assert_restored();
    }
}

/// `X` marks the first step (the key bar says from which), steps on, `X` again writes the
/// GIF of the stretch into the working folder and says so; the file decodes to a frame a
/// step at the window's size. Then in Chinese: the key bar's words and the notice.
#[test]
fn x_marks_then_writes_a_gif_of_the_stretch() {
    let dir = std::env::temp_dir().join(format!("backtrack-pty-gif-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut tty = spawn_in(&dir, &["-n", "4", "--paused"], 100, 30);
    tty.wait_text("step 0");
    tty.send("l");
    tty.wait_text("step 1");
    tty.send("X");
    tty.wait_text("GIF from step 1");
    for _ in 0..4 {
        tty.send("l");
    }
    tty.wait_text("step 5");
    tty.wait_text("X gif from 1");
    tty.send("X");
    tty.wait_text("wrote ./queens-4-steps-1-5.gif: 5 frames");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
    let file = std::fs::File::open(dir.join("queens-4-steps-1-5.gif")).unwrap();
    let mut d = gif::DecodeOptions::new().read_info(file).unwrap();
    assert_eq!((d.width(), d.height()), (800, 480));
    let mut frames = 0;
    while d.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    assert_eq!(frames, 5);

    let mut tty = spawn_in(&dir, &["--lang", "zh", "subset-sum", "--paused"], 100, 30);
    tty.wait_text("步数 0");
    tty.send("X");
    tty.wait_text("动图从第 0 步开始");
    tty.send("l");
    tty.wait_text("动图自 0");
    tty.send("h");
    tty.wait_text("步数 0");
    tty.send("X");
    tty.wait_text("已取消第 0 步的动图标记");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Branch and bound in the visualizer: `--strategy fifo` opens the live-node table on the
/// textbook's knapsack; steps expand nodes; `s` turns the strategy to LC and to backtracking
/// (each restarts); `c` sets FIFO beside backtracking; `End` empties both tables with 50
/// the best; the terminal restored.
#[test]
fn the_strategy_key_cycles_branch_and_bound() {
    let mut tty = spawn(
        &["knapsack", "branch", "--strategy", "fifo", "--paused"],
        100,
        30,
    );
    tty.wait_text("FIFO branch and bound");
    tty.wait_text("live nodes: queue, 1");
    tty.send("l");
    tty.send("l");
    tty.wait_text("E-node #2");
    tty.wait_text("live nodes: queue, 2");
    tty.send("s");
    tty.wait_text("LC branch and bound");
    tty.wait_text("live nodes: priority queue, 1");
    tty.wait_text("step 0");
    tty.send("s");
    tty.wait_text("backtracking (depth first)");
    tty.wait_text("live nodes: stack, 1");
    tty.send("c");
    tty.wait_text("live nodes: queue, 1");
    tty.wait_text("live nodes: stack, 1");
    tty.send("\x1b[F");
    tty.wait_text("none left: the search is over");
    tty.wait_text("bestp 50");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}
