// Package chapters holds the book: 00-overview.md, 01-scheme.md ... 07-authn-authz.md,
// one chapter per stage, read in order.
//
// Its Go code is the check that keeps the chapters honest. A chapter refers to
// our code by package-qualified name in an inline code span, never by line
// number (see "How chapters cite code" in 00-overview.md), and Check fails the
// test command when a cited package, symbol or file is gone. The idea comes
// from the xv6 book and Crafting Interpreters, where the build breaks when the
// text names code that no longer exists.
//
// Upstream counterpart: none; Kubernetes' docs are not checked against its code.
// Left out: citations inside fenced code blocks (they hold commands and
// transcripts, kept true by tests of their own) and upstream symbols (k8s.io/...),
// which would need the upstream source at the pinned version.
package chapters
