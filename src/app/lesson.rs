//! A lesson's scene as the visualizer plays it: the caption, where the lesson stands, what the
//! scene waits for, and the turn to another scene.
//!
//! The lesson's player (`crate::lesson`) reads the file, sets each scene up and starts the
//! next one when the app ends with a turn ([`Scene::next`]); the app only shows the scene and
//! watches for what it waits for.

/// What a scene waits for before the next one: the class does something first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wait {
    /// A quiz question answered.
    Answer,
    /// The search paused at one of the stops.
    Stop,
}

impl Wait {
    /// Every kind, as a lesson file names them.
    pub const ALL: [(Wait, &'static str); 2] = [(Wait::Answer, "answer"), (Wait::Stop, "stop")];

    /// Reads a lesson file's word for it.
    pub fn parse(word: &str) -> Option<Wait> {
        Wait::ALL
            .into_iter()
            .find(|(_, w)| *w == word)
            .map(|(wait, _)| wait)
    }
}

/// A turn the scene keys asked for that does not go to another scene.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Held {
    /// Back from the first scene.
    First,
    /// On from the last scene (`q` ends the lesson).
    Last,
    /// On while the scene still waits: the same key again goes on.
    Waiting(Wait),
}

/// The scene on screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scene {
    /// The lesson's title, in the interface's language.
    pub title: String,
    /// This scene's number, from 0.
    pub index: usize,
    /// How many scenes the lesson has.
    pub count: usize,
    /// The caption, in the interface's language.
    pub caption: String,
    /// What the scene waits for, if anything.
    pub wait: Option<Wait>,
    /// Whether what it waits for has happened.
    pub met: bool,
    /// The scene key went on once while it still waited: once more goes on anyway.
    pressed: bool,
    /// The quiz's questions answered when the scene began.
    pub answered: usize,
    /// The scene asked for: the app ends so that the player sets it up.
    pub next: Option<usize>,
}

impl Scene {
    /// Scene `index` of `count`, showing `caption`, waiting for `wait`.
    pub fn new(
        title: String,
        (index, count): (usize, usize),
        caption: String,
        wait: Option<Wait>,
    ) -> Scene {
        Scene {
            title,
            index,
            count,
            caption,
            wait,
            met: wait.is_none(),
            pressed: false,
            answered: 0,
            next: None,
        }
    }

    /// The scene key: on (`forward`) or back. Back always goes (but from the first scene); on
    /// goes once the scene's wait is met, or at the second press while it waits.
    pub fn turn(&mut self, forward: bool) -> Result<usize, Held> {
        if !forward {
            return self.index.checked_sub(1).ok_or(Held::First);
        }
        if self.index + 1 >= self.count {
            return Err(Held::Last);
        }
        match self.wait {
            Some(wait) if !self.met && !self.pressed => {
                self.pressed = true;
                Err(Held::Waiting(wait))
            }
            _ => Ok(self.index + 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scene(index: usize, wait: Option<Wait>) -> Scene {
        Scene::new("t".into(), (index, 3), "c".into(), wait)
    }

    #[test]
    fn turns_stay_inside_the_lesson() {
        assert_eq!(scene(0, None).turn(false), Err(Held::First));
        assert_eq!(scene(0, None).turn(true), Ok(1));
        assert_eq!(scene(1, None).turn(false), Ok(0));
        assert_eq!(scene(2, None).turn(true), Err(Held::Last));
    }

    /// A scene that waits holds the first key on and lets the second go; back is never held.
    #[test]
    fn a_waiting_scene_holds_one_key() {
        let mut s = scene(1, Some(Wait::Answer));
        assert_eq!(s.turn(false), Ok(0));
        assert_eq!(s.turn(true), Err(Held::Waiting(Wait::Answer)));
        assert_eq!(s.turn(true), Ok(2));
        let mut met = scene(1, Some(Wait::Stop));
        met.met = true;
        assert_eq!(met.turn(true), Ok(2));
    }

    #[test]
    fn wait_words_read_back() {
        for (wait, word) in Wait::ALL {
            assert_eq!(Wait::parse(word), Some(wait));
        }
        assert_eq!(Wait::parse("key"), None);
    }
}
