// Package mux provides PathRecorderMux, the HTTP mux behind every
// non-REST path of a server (/healthz, /metrics, /version's neighbours
// /, /debug/pprof/ ...). It differs from http.ServeMux in three ways that
// the server relies on: it remembers which paths it serves (the index at /
// lists them), it matches exact paths and explicit prefixes only (a
// trailing slash does not swallow a subtree by accident), and requests it
// cannot serve go to a settable not-found handler — in a delegation chain,
// the next server.
//
// Stage 02 adds it.
//
// Upstream counterpart: k8s.io/apiserver/pkg/server/mux (pathrecorder.go).
// Left out: nothing of substance; logging at -v=5 is kept. Changed: a
// path's registration is remembered as program counters, not upstream's
// debug.Stack() text (trackCallers), and turned into text only for a
// duplicate registration's message.
package mux
