package limitranger

import (
	"context"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

func list(pairs ...string) core.ResourceList {
	l := core.ResourceList{}
	for i := 0; i < len(pairs); i += 2 {
		l[core.ResourceName(pairs[i])] = resource.MustParse(pairs[i+1])
	}
	return l
}

func limitRange(items ...core.LimitRangeItem) core.LimitRange {
	return core.LimitRange{ObjectMeta: metav1.ObjectMeta{Name: "lr", Namespace: "test"}, Spec: core.LimitRangeSpec{Limits: items}}
}

func podWith(containers ...core.ResourceRequirements) *core.Pod {
	pod := &core.Pod{ObjectMeta: metav1.ObjectMeta{Name: "p", Namespace: "test"}}
	for i, r := range containers {
		pod.Spec.Containers = append(pod.Spec.Containers, core.Container{Name: "c" + string(rune('0'+i)), Resources: r})
	}
	return pod
}

// newTestLimitRanger serves lrs from its "informer"; the live list must
// not be needed.
func newTestLimitRanger(t *testing.T, lrs ...core.LimitRange) *LimitRanger {
	l := NewLimitRanger()
	l.lister = func(string) []runtime.Object {
		var objs []runtime.Object
		for i := range lrs {
			objs = append(objs, &lrs[i])
		}
		return objs
	}
	l.liveList = func(string) ([]core.LimitRange, error) { return nil, nil }
	return l
}

func createPod(pod *core.Pod) admission.Attributes {
	return admission.NewAttributesRecord(pod, nil, schema.GroupVersionKind{Version: "v1", Kind: "Pod"}, "test", pod.Name,
		schema.GroupVersionResource{Version: "v1", Resource: "pods"}, "", admission.Create, nil, false, nil)
}

func TestAdmitDefaults(t *testing.T) {
	lr := limitRange(core.LimitRangeItem{
		Type:           core.LimitTypeContainer,
		Default:        list("cpu", "500m", "memory", "256Mi"),
		DefaultRequest: list("cpu", "100m"),
	})
	tests := []struct {
		name                     string
		given                    core.ResourceRequirements
		wantRequests, wantLimits core.ResourceList
		wantAnnotation           string
	}{{
		name:           "nothing set",
		wantRequests:   list("cpu", "100m"),
		wantLimits:     list("cpu", "500m", "memory", "256Mi"),
		wantAnnotation: "LimitRanger plugin set: cpu request for container c0; cpu, memory limit for container c0",
	}, {
		name:           "own limit kept",
		given:          core.ResourceRequirements{Limits: list("cpu", "200m")},
		wantRequests:   list("cpu", "100m"),
		wantLimits:     list("cpu", "200m", "memory", "256Mi"),
		wantAnnotation: "LimitRanger plugin set: cpu request for container c0; memory limit for container c0",
	}, {
		name:         "all set",
		given:        core.ResourceRequirements{Requests: list("cpu", "1"), Limits: list("cpu", "1", "memory", "1Gi")},
		wantRequests: list("cpu", "1"),
		wantLimits:   list("cpu", "1", "memory", "1Gi"),
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pod := podWith(tt.given)
			if err := newTestLimitRanger(t, lr).Admit(context.Background(), createPod(pod), nil); err != nil {
				t.Fatal(err)
			}
			got := pod.Spec.Containers[0].Resources
			if !equal(got.Requests, tt.wantRequests) || !equal(got.Limits, tt.wantLimits) {
				t.Errorf("got requests %v limits %v; want %v and %v", got.Requests, got.Limits, tt.wantRequests, tt.wantLimits)
			}
			if a := pod.Annotations[limitRangerAnnotation]; a != tt.wantAnnotation {
				t.Errorf("got annotation %q; want %q", a, tt.wantAnnotation)
			}
		})
	}
}

func TestValidateBounds(t *testing.T) {
	container := func(items ...core.LimitRangeItem) core.LimitRange { return limitRange(items...) }
	tests := []struct {
		name    string
		lr      core.LimitRange
		pod     *core.Pod
		wantErr string // "" admits
	}{{
		name:    "container over max",
		lr:      container(core.LimitRangeItem{Type: core.LimitTypeContainer, Max: list("cpu", "500m")}),
		pod:     podWith(core.ResourceRequirements{Limits: list("cpu", "1")}),
		wantErr: "maximum cpu usage per Container is 500m, but limit is 1",
	}, {
		name:    "container max without limit",
		lr:      container(core.LimitRangeItem{Type: core.LimitTypeContainer, Max: list("memory", "1Gi")}),
		pod:     podWith(core.ResourceRequirements{}),
		wantErr: "maximum memory usage per Container is 1Gi.  No limit is specified",
	}, {
		name:    "container request over max",
		lr:      container(core.LimitRangeItem{Type: core.LimitTypeContainer, Max: list("cpu", "1")}),
		pod:     podWith(core.ResourceRequirements{Requests: list("cpu", "2"), Limits: list("cpu", "1")}),
		wantErr: "maximum cpu usage per Container is 1, but request is 2",
	}, {
		name:    "container under min",
		lr:      container(core.LimitRangeItem{Type: core.LimitTypeContainer, Min: list("cpu", "100m")}),
		pod:     podWith(core.ResourceRequirements{Requests: list("cpu", "50m")}),
		wantErr: "minimum cpu usage per Container is 100m, but request is 50m",
	}, {
		name:    "container min without request",
		lr:      container(core.LimitRangeItem{Type: core.LimitTypeContainer, Min: list("cpu", "100m")}),
		pod:     podWith(core.ResourceRequirements{}),
		wantErr: "minimum cpu usage per Container is 100m.  No request is specified",
	}, {
		name:    "container limit under min",
		lr:      container(core.LimitRangeItem{Type: core.LimitTypeContainer, Min: list("cpu", "100m")}),
		pod:     podWith(core.ResourceRequirements{Requests: list("cpu", "100m"), Limits: list("cpu", "50m")}),
		wantErr: "minimum cpu usage per Container is 100m, but limit is 50m",
	}, {
		name:    "ratio exceeded",
		lr:      container(core.LimitRangeItem{Type: core.LimitTypeContainer, MaxLimitRequestRatio: list("cpu", "2")}),
		pod:     podWith(core.ResourceRequirements{Requests: list("cpu", "100m"), Limits: list("cpu", "300m")}),
		wantErr: "cpu max limit to request ratio per Container is 2, but provided ratio is 3.000000",
	}, {
		name:    "ratio without request",
		lr:      container(core.LimitRangeItem{Type: core.LimitTypeContainer, MaxLimitRequestRatio: list("cpu", "2")}),
		pod:     podWith(core.ResourceRequirements{Limits: list("cpu", "300m")}),
		wantErr: "cpu max limit to request ratio per Container is 2, but no request is specified or request is 0",
	}, {
		name: "pod sum over max",
		lr:   container(core.LimitRangeItem{Type: core.LimitTypePod, Max: list("cpu", "1")}),
		pod: podWith(core.ResourceRequirements{Limits: list("cpu", "600m")},
			core.ResourceRequirements{Limits: list("cpu", "600m")}),
		wantErr: "maximum cpu usage per Pod is 1, but limit is 1200m",
	}, {
		name:    "two violations",
		lr:      container(core.LimitRangeItem{Type: core.LimitTypeContainer, Max: list("cpu", "500m", "memory", "1Gi")}),
		pod:     podWith(core.ResourceRequirements{Limits: list("cpu", "1", "memory", "2Gi")}),
		wantErr: "[maximum cpu usage per Container is 500m, but limit is 1, maximum memory usage per Container is 1Gi, but limit is 2Gi]",
	}, {
		name: "within bounds",
		lr:   container(core.LimitRangeItem{Type: core.LimitTypeContainer, Min: list("cpu", "100m"), Max: list("cpu", "1")}),
		pod:  podWith(core.ResourceRequirements{Requests: list("cpu", "200m"), Limits: list("cpu", "500m")}),
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := newTestLimitRanger(t, tt.lr).Validate(context.Background(), createPod(tt.pod), nil)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("got %v; want admitted", err)
				}
				return
			}
			if err == nil || !strings.HasSuffix(err.Error(), tt.wantErr) {
				t.Fatalf("got %v; want ... %q", err, tt.wantErr)
			}
			if !apierrors.IsForbidden(err) {
				t.Errorf("got %v; want 403 Forbidden", err)
			}
		})
	}
}

func TestLiveLookupWhenInformerEmpty(t *testing.T) {
	l := NewLimitRanger()
	l.lister = func(string) []runtime.Object { return nil }
	calls := 0
	l.liveList = func(string) ([]core.LimitRange, error) {
		calls++
		return []core.LimitRange{limitRange(core.LimitRangeItem{Type: core.LimitTypeContainer, Max: list("cpu", "1")})}, nil
	}
	for range 2 {
		err := l.Validate(context.Background(), createPod(podWith(core.ResourceRequirements{Limits: list("cpu", "2")})), nil)
		if err == nil {
			t.Fatal("got admitted; want refused by the live LimitRange")
		}
	}
	if calls != 1 {
		t.Errorf("got %d live lists; want 1 (the second is cached)", calls)
	}
}

func equal(a, b core.ResourceList) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || v.Cmp(w) != 0 {
			return false
		}
	}
	return true
}
