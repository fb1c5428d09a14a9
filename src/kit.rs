//! What some problems share but not all: the graphs (a graph, its files, its words, its
//! picture) of every problem on one. Each part layered as a problem's folder is: its data and
//! reader import the engine alone, its words the engine and i18n, its picture the view's.

pub mod graph;
