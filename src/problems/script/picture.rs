//! What a scripted problem's picture shows, for the screen and the SVG alike: the rows
//! `draw(d, x)` returns (its error in words, if it fails), or the vector x.

use rhai::Dynamic;

use crate::i18n::Lang;
use crate::problems::script::engine::host::take_said;
use crate::problems::script::engine::{Hook, ScriptHooks, Side, Wanted, shown};
use crate::problems::script::words::{fault_line, text};

/// The picture's own rows at the node `hooks` stands on: what `draw(d, x)` returns, or
/// `x = (..)` when the script has no `draw`; `Err` with the failure in one line.
pub fn rows(side: &Side, hooks: &ScriptHooks, lang: Lang) -> Result<Vec<String>, String> {
    let x: Vec<String> = hooks.x().iter().map(shown).collect();
    let script = &side.script;
    if !script.has(Hook::Draw) {
        return Ok(vec![format!("x = ({})", x.join(", "))]);
    }
    let d = (*side.data).clone();
    let answer = script.call(Hook::Draw, (d, Dynamic::from_array(hooks.x().to_vec())));
    // What draw prints is not the search's.
    take_said();
    let answer = answer.map_err(|f| fault_line(script.short_file(), &f, lang))?;
    let rows = answer.as_array_ref().map_err(|_| {
        format!(
            "draw() returned {}; it returns {}",
            answer.type_name(),
            (text(lang).wanted)(Wanted::Rows)
        )
    })?;
    Ok(rows.iter().map(shown).collect())
}
