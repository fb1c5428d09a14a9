//! The cursor on the state-space tree: put on with Enter (the panel opens), moved node to node
//! with the arrows over the tree the search has explored so far, Enter goes to the step that
//! visited its node, `+`/`-` choose the drawing's level of detail, Esc takes it off. The
//! cursor is a path of children from the root, so it stays on its node while the search plays
//! on, and falls back to the deepest node still visited when the search rewinds past it.

use crate::action::{Action, Direction, InputMode};
use crate::engine::tree::drawn::Detail;
use crate::engine::tree::walk::{self, Move};

use super::stops::Notice;
use super::{App, Goal, Mode, Puzzle};

/// The detail `+` (`more`) or `-` gives after `now` (`None`: the panel's choice).
pub fn next_detail(now: Option<Detail>, more: bool) -> Option<Detail> {
    let i = now.map(|d| Detail::ALL.iter().position(|&x| x == d).unwrap_or(0));
    let i = match (i, more) {
        (None, true) => 0,
        (None, false) => 1,
        (Some(i), true) => i.saturating_sub(1),
        (Some(i), false) => (i + 1).min(Detail::ALL.len() - 1),
    };
    Some(Detail::ALL[i])
}

impl<P: Puzzle> App<P> {
    /// Applies a tree action: the panel shown or hidden, the cursor put on, moved, taken off.
    pub(super) fn tree_action(&mut self, action: Action<P::Action>) {
        if action == Action::ToggleTree {
            self.show_tree = !self.show_tree;
            if !self.show_tree && self.input == InputMode::Tree {
                self.input = InputMode::Normal;
                self.tree_detail = None;
            }
            return;
        }
        if action == Action::TreeWalk && self.input == InputMode::Tree {
            self.input = InputMode::Normal;
            self.tree_detail = None;
            return;
        }
        let Some(outline) = self.puzzle.outline() else {
            let too_long = self.puzzle.position() > crate::engine::tree::REPLAY_MAX;
            self.notice = Some(Notice::NoTreeCursor(too_long));
            if self.input == InputMode::Tree {
                self.input = InputMode::Normal;
            }
            return;
        };
        match action {
            Action::TreeWalk => {
                self.show_tree = true;
                self.mode = Mode::Paused;
                self.input = InputMode::Tree;
                self.tree_cursor = walk::current(&outline);
            }
            Action::TreeHere => self.tree_cursor = walk::current(&outline),
            Action::TreeMove(direction) => {
                let step = match direction {
                    Direction::Up => Move::Parent,
                    Direction::Down => Move::Child,
                    Direction::Left => Move::Prev,
                    Direction::Right => Move::Next,
                };
                self.tree_cursor = walk::moved(&outline, &self.tree_cursor, step);
            }
            Action::TreeGo => {
                let spot = walk::find(&outline, &self.tree_cursor);
                self.tree_cursor = spot.path;
                self.run_to(Goal::Step(spot.visit.step));
            }
            Action::TreeDetail(more) => self.tree_detail = next_detail(self.tree_detail, more),
            _ => {}
        }
    }

    /// The tree cursor's path while it is on (the help opened over it keeps it).
    pub fn tree_cursor(&self) -> Option<&[usize]> {
        let on = self.input == InputMode::Tree
            || (self.input == InputMode::Help && self.before_help == InputMode::Tree);
        on.then_some(self.tree_cursor.as_slice())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plus_and_minus_walk_the_levels_of_detail_and_stop_at_the_ends() {
        assert_eq!(next_detail(None, true), Some(Detail::Full));
        assert_eq!(next_detail(None, false), Some(Detail::Inline));
        assert_eq!(
            next_detail(Some(Detail::Inline), false),
            Some(Detail::Labels)
        );
        assert_eq!(
            next_detail(Some(Detail::Labels), false),
            Some(Detail::Glyphs)
        );
        assert_eq!(
            next_detail(Some(Detail::Glyphs), false),
            Some(Detail::Glyphs)
        );
        assert_eq!(
            next_detail(Some(Detail::Glyphs), true),
            Some(Detail::Labels)
        );
        assert_eq!(next_detail(Some(Detail::Full), true), Some(Detail::Full));
    }
}
