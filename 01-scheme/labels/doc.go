// Package labels matches objects by their labels: the Selector that a
// `?labelSelector=` query parameter, `kubectl get -l` or a Deployment's
// spec.selector turns into, the parser for the selector language
// (`app=web,tier in (a,b),!canary,replicas>2`), and Set, the plain map of
// labels an object carries.
//
// Stage 01 adds it; stage 03's storage filters lists and watches with it.
// Upstream: k8s.io/apimachinery/pkg/labels.
//
// Left out: field-path options on Parse and NewRequirement (errors always
// carry upstream's default paths), and the typed field.ErrorList that
// upstream builds its errors from (the messages are the same). The lexer
// and parser types that upstream exports (Lexer, Parser, Token ...) are
// unexported here: nothing outside the package needs them.
// Requirement.Values returns a sorted []string, not a sets.String.
package labels
