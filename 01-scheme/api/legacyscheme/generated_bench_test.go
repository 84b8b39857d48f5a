package legacyscheme_test

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// benchName names a kind's sub-benchmark: core.v1.Pod, apps.v1.Deployment.
func benchName(gvk schema.GroupVersionKind) string {
	group := gvk.Group
	if group == "" {
		group = "core"
	}
	return group + "." + gvk.Version + "." + gvk.Kind
}

// BenchmarkConvert converts a filled object of every kind to its internal
// version, through the generated functions and by reflection, so the two
// ways compare in one run. Where a hand-written function converts the
// kind or a large part of it (Secret, Deployment, a Pod's spec), both
// ways run it and the generated code it calls, so the two figures meet:
// the reflective walk only covers what no function does.
//
//	go test -run '^$' -bench 'Convert|DeepCopy' ./01-scheme/api/legacyscheme/
func BenchmarkConvert(b *testing.B) {
	for _, pair := range convertibleKinds() {
		in := filled(pair[0], 1)
		out, _ := legacyscheme.Scheme.New(pair[1])
		ways := []struct {
			name    string
			convert func(in, out interface{}, ctx interface{}) error
		}{
			{"generated", legacyscheme.Scheme.Convert},
			{"reflective", legacyscheme.Scheme.ConvertReflectively},
		}
		for _, way := range ways {
			b.Run(benchName(pair[0])+"/"+way.name, func(b *testing.B) {
				for b.Loop() {
					if err := way.convert(in, out, nil); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkDeepCopy copies a filled object of every kind that has an
// internal version with its generated DeepCopyObject and with the
// reflective conversion.DeepCopy.
func BenchmarkDeepCopy(b *testing.B) {
	for _, pair := range convertibleKinds() {
		gvk := pair[0]
		in := filled(gvk, 1)
		b.Run(benchName(gvk)+"/generated", func(b *testing.B) {
			for b.Loop() {
				_ = in.DeepCopyObject()
			}
		})
		b.Run(benchName(gvk)+"/reflective", func(b *testing.B) {
			for b.Loop() {
				_ = conversion.DeepCopy[runtime.Object](in)
			}
		})
	}
}
