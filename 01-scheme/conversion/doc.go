// Package conversion turns values of one Go type into another: an external
// version's Pod into the internal Pod and back. A Converter holds explicitly
// registered conversion functions and, for struct pairs that have none,
// copies fields of the same name, recursing into nested structs, slices,
// maps and pointers, and consulting the registered functions at every level.
//
// Stage 01 adds it. Upstream: k8s.io/apimachinery/pkg/conversion. Upstream
// once worked exactly like this (a reflection-based Converter, and a
// reflection-based Cloner for deep copies, until v1.8); today conversion-gen
// and deepcopy-gen write zz_generated.conversion.go and
// zz_generated.deepcopy.go with one plain function per type, which is faster
// but thousands of lines long. We keep reflection so the rules fit on a
// screen; the hand-written functions for fields whose shape differs are the
// same ones upstream writes by hand (conversion.go in each version package).
package conversion
