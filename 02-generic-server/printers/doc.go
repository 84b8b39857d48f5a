// Package printers turns objects into the Table `kubectl get` prints: a
// TableConvertor pairs a kind's column definitions with a function that
// makes one row, and the helpers every kind's row uses (ages, container
// cells) live here. Stage 02's demo kinds (configmaps, namespaces,
// deployments) are printed here; stage 03 adds the other core and apps
// kinds on the same TableConvertor.
//
// Stage 02 adds it. Upstream: k8s.io/kubernetes/pkg/printers/storage
// (TableConvertor) and k8s.io/kubernetes/pkg/printers/internalversion
// (the column definitions and print functions).
// Left out: upstream's TableGenerator (one handler registry for every
// kind), row conditions other than a pod's, and the -o custom-columns
// paths of the client-side printers.
package printers
