//! A graph file's errors in words, in English and Simplified Chinese.

use crate::i18n::Lang;
use crate::kit::graph::MAX_VERTICES;
use crate::kit::graph::dimacs::FileError;

/// What is wrong with a graph file (`place`: its name and a colon), in `lang`, in one line.
pub fn file_error(lang: Lang, place: &str, e: &FileError) -> String {
    match lang {
        Lang::En => english(place, e),
        Lang::Zh => chinese(place, e),
    }
}

fn english(place: &str, e: &FileError) -> String {
    match e {
        FileError::NoProblemLine(line) => {
            format!(
                "{place}line {line}: no problem line before it; a graph file starts with p edge V E"
            )
        }
        FileError::BadProblemLine(line) => {
            format!("{place}line {line}: write the problem line once as p edge V E, V at least 1")
        }
        FileError::TooMany(line, n) => {
            format!("{place}line {line}: {n} vertices; the search takes at most {MAX_VERTICES}")
        }
        FileError::BadEdge(line) => format!("{place}line {line}: write an edge as e U V"),
        FileError::VertexRange(line, v, n) => {
            format!("{place}line {line}: vertex {v} is not one of 1..{n}")
        }
        FileError::Loop(line) => format!("{place}line {line}: an edge from a vertex to itself"),
        FileError::UnknownLine(line) => {
            format!("{place}line {line}: a line starts with c, p or e")
        }
        FileError::BadComment(line) => format!(
            "{place}line {line}: write c name V NAME (one word, at most 8 bytes) or c xy V X Y"
        ),
    }
}

fn chinese(place: &str, e: &FileError) -> String {
    match e {
        FileError::NoProblemLine(line) => {
            format!("{place}第 {line} 行：前面没有问题行；图文件以 p edge V E 开头")
        }
        FileError::BadProblemLine(line) => {
            format!("{place}第 {line} 行：问题行只写一次，格式为 p edge V E，V 至少为 1")
        }
        FileError::TooMany(line, n) => {
            format!("{place}第 {line} 行：{n} 个顶点；搜索最多支持 {MAX_VERTICES} 个")
        }
        FileError::BadEdge(line) => format!("{place}第 {line} 行：边请写成 e U V"),
        FileError::VertexRange(line, v, n) => {
            format!("{place}第 {line} 行：顶点 {v} 不在 1..{n} 之内")
        }
        FileError::Loop(line) => format!("{place}第 {line} 行：边的两端是同一个顶点"),
        FileError::UnknownLine(line) => format!("{place}第 {line} 行：每行须以 c、p 或 e 开头"),
        FileError::BadComment(line) => {
            format!("{place}第 {line} 行：请写 c name V 名字（一个词，至多 8 字节）或 c xy V X Y")
        }
    }
}
