// Package docs holds the repository's how-to documents (debugging.md: delve on
// the command line, scripted and in VS Code) and the tests that keep them true:
// the scripted delve session shown in debugging.md is run exactly as written,
// and .vscode/launch.json is checked to have a configuration for every stage.
//
// Upstream counterpart: none. Left out: Windows, where delve works but the
// scripted session's shell syntax (TERM=dumb ...) does not; the test skips there.
package docs
