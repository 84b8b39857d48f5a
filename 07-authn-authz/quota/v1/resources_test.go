package quota

import (
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
)

func list(pairs ...string) core.ResourceList {
	l := core.ResourceList{}
	for i := 0; i < len(pairs); i += 2 {
		l[core.ResourceName(pairs[i])] = resource.MustParse(pairs[i+1])
	}
	return l
}

func TestArithmetic(t *testing.T) {
	tests := []struct {
		name      string
		got, want core.ResourceList
	}{
		{"add", Add(list("cpu", "100m", "pods", "1"), list("cpu", "1", "memory", "1Gi")), list("cpu", "1100m", "pods", "1", "memory", "1Gi")},
		{"subtract", Subtract(list("cpu", "1", "pods", "1"), list("cpu", "300m", "memory", "1")), list("cpu", "700m", "pods", "1", "memory", "-1")},
		{"subtract non-negative", SubtractWithNonNegativeResult(list("pods", "1"), list("pods", "2")), list("pods", "0")},
		{"mask", Mask(list("cpu", "1", "pods", "2"), []core.ResourceName{"pods", "secrets"}), list("pods", "2")},
		{"remove zeros", RemoveZeros(list("cpu", "0", "pods", "2")), list("pods", "2")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !Equals(tt.got, tt.want) {
				t.Errorf("got %v; want %v", tt.got, tt.want)
			}
		})
	}
}

func TestLessThanOrEqual(t *testing.T) {
	tests := []struct {
		name         string
		a, b         core.ResourceList
		wantOK       bool
		wantExceeded []core.ResourceName
	}{
		{"within", list("pods", "2"), list("pods", "2"), true, nil},
		{"over", list("pods", "3", "cpu", "2", "memory", "1"), list("pods", "2", "cpu", "1", "memory", "2"), false, []core.ResourceName{"cpu", "pods"}},
		{"not limited", list("secrets", "9"), list("pods", "1"), true, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ok, exceeded := LessThanOrEqual(tt.a, tt.b)
			if ok != tt.wantOK || !reflect.DeepEqual(exceeded, tt.wantExceeded) {
				t.Errorf("got %v %v; want %v %v", ok, exceeded, tt.wantOK, tt.wantExceeded)
			}
		})
	}
}
