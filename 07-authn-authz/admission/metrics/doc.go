// Package metrics measures admission: how long the whole mutating and
// validating steps take, how long each plugin takes, and (for the
// webhook plugins) each webhook call, its rejections and its fail-open
// ignores. The series carry upstream's names, labels and buckets, so a
// dashboard made for kube-apiserver reads them.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/metrics.
//
// Left out: the _summary twins of the histograms, and the match-condition
// series (matchConditions are CEL, left out with it).
package metrics
