// Package fields matches objects by a few of their fields: the Selector a
// `?fieldSelector=metadata.name=web,status.phase!=Running` query parameter
// turns into. Only equality (=, ==) and inequality (!=) joined by commas
// exist; a value may contain ',', '=' and '\' escaped with a backslash.
// Which fields may be selected on is up to each resource (its storage
// strategy's GetAttrs and the scheme's field label conversion functions).
//
// Stage 01 adds it; stage 03's storage filters lists and watches with it.
// Upstream: k8s.io/apimachinery/pkg/fields.
// Left out: nothing of the package; SelectorFromSet sorts its terms so
// String is deterministic (upstream's order follows map iteration).
package fields
