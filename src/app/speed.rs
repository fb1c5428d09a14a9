//! Playback speed: steps per second, or as fast as the engine can go.

/// The speeds `+` and `-` move between, in steps per second; after the last comes "max".
pub const PRESETS: [f64; 14] = [
    0.5, 1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0, 500.0, 1000.0, 2000.0, 5000.0, 10000.0,
];

/// The slowest speed accepted, in steps per second.
pub const MIN: f64 = 0.5;

/// The fastest finite speed accepted, in steps per second.
pub const MAX_RATE: f64 = 10000.0;

/// How fast playback goes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Speed {
    /// A fixed number of steps per second.
    Rate(f64),
    /// As fast as the engine can while the screen stays responsive.
    Max,
}

impl Default for Speed {
    fn default() -> Self {
        Speed::Rate(5.0)
    }
}

impl Speed {
    /// Parses `--speed`: a number from 0.5 to 10000, or `max`.
    pub fn parse(s: &str) -> Option<Speed> {
        if s.eq_ignore_ascii_case("max") {
            return Some(Speed::Max);
        }
        let rate: f64 = s.trim().parse().ok()?;
        (rate.is_finite() && (MIN..=MAX_RATE).contains(&rate)).then_some(Speed::Rate(rate))
    }

    /// The next preset up (`+`); "max" stays "max".
    #[must_use]
    pub fn faster(self) -> Speed {
        match self {
            Speed::Max => Speed::Max,
            Speed::Rate(r) => PRESETS
                .iter()
                .find(|&&p| p > r)
                .map_or(Speed::Max, |&p| Speed::Rate(p)),
        }
    }

    /// The next preset down (`-`); the slowest stays the slowest.
    #[must_use]
    pub fn slower(self) -> Speed {
        let r = match self {
            Speed::Max => return Speed::Rate(PRESETS[PRESETS.len() - 1]),
            Speed::Rate(r) => r,
        };
        Speed::Rate(
            PRESETS
                .iter()
                .rev()
                .find(|&&p| p < r)
                .copied()
                .unwrap_or(PRESETS[0]),
        )
    }

    /// Steps per second, `None` for "max".
    pub fn rate(self) -> Option<f64> {
        match self {
            Speed::Rate(r) => Some(r),
            Speed::Max => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("5", Some(Speed::Rate(5.0)))]
    #[case("0.5", Some(Speed::Rate(0.5)))]
    #[case("10000", Some(Speed::Rate(10000.0)))]
    #[case("max", Some(Speed::Max))]
    #[case("MAX", Some(Speed::Max))]
    #[case("0.4", None)]
    #[case("10001", None)]
    #[case("NaN", None)]
    #[case("fast", None)]
    #[case("", None)]
    fn parsing(#[case] input: &str, #[case] expected: Option<Speed>) {
        assert_eq!(Speed::parse(input), expected);
    }

    #[test]
    fn plus_climbs_every_preset_to_max_and_minus_comes_back() {
        let mut s = Speed::Rate(0.5);
        let mut seen = vec![s];
        while s != Speed::Max {
            s = s.faster();
            seen.push(s);
        }
        assert_eq!(seen.len(), PRESETS.len() + 1);
        assert_eq!(Speed::Max.faster(), Speed::Max);
        for expected in seen.iter().rev().skip(1) {
            s = s.slower();
            assert_eq!(s, *expected);
        }
        assert_eq!(s.slower(), Speed::Rate(0.5));
    }

    #[test]
    fn off_preset_speeds_move_to_the_neighbouring_presets() {
        assert_eq!(Speed::Rate(3.0).faster(), Speed::Rate(5.0));
        assert_eq!(Speed::Rate(3.0).slower(), Speed::Rate(2.0));
    }
}
