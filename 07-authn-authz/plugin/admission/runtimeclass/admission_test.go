package runtimeclass

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/apis/node"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/admissiontest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers/informerstest"
)

func ptr[T any](v T) *T { return &v }

// The classes the tests know: one with an overhead, one with scheduling,
// one with neither.
var classes = []runtime.Object{
	&node.RuntimeClass{ObjectMeta: metav1.ObjectMeta{Name: "kata"}, Handler: "kata",
		Overhead: &node.Overhead{PodFixed: core.ResourceList{core.ResourceCPU: resource.MustParse("100m"), core.ResourceMemory: resource.MustParse("64Mi")}}},
	&node.RuntimeClass{ObjectMeta: metav1.ObjectMeta{Name: "gvisor"}, Handler: "runsc",
		Scheduling: &node.Scheduling{
			NodeSelector: map[string]string{"sandbox": "gvisor"},
			Tolerations:  []core.Toleration{{Key: "sandbox", Operator: core.TolerationOpEqual, Value: "gvisor", Effect: core.TaintEffectNoSchedule}},
		}},
	&node.RuntimeClass{ObjectMeta: metav1.ObjectMeta{Name: "plain"}, Handler: "runc"},
}

// newTestPlugin returns the plugin over a synced informer of classes.
func newTestPlugin(t *testing.T) (*RuntimeClass, *informerstest.Storage) {
	t.Helper()
	st := informerstest.NewStorage(runtimeClassesResource,
		func() runtime.Object { return &node.RuntimeClass{} }, func() runtime.Object { return &node.RuntimeClassList{} },
		classes...)
	p := NewRuntimeClass()
	admissiontest.Initialize(t, p, st)
	return p, st
}

func newPod(class string) *core.Pod {
	pod := &core.Pod{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "p"},
		Spec: core.PodSpec{Containers: []core.Container{{Name: "app", Image: "nginx"}}}}
	if class != "" {
		pod.Spec.RuntimeClassName = ptr(class)
	}
	return pod
}

func attributes(pod *core.Pod, subresource string, op admission.Operation) admission.Attributes {
	return admission.NewAttributesRecord(pod, nil, schema.GroupVersionKind{Version: "v1", Kind: "Pod"}, "ns", pod.Name,
		schema.GroupVersionResource{Version: "v1", Resource: "pods"}, subresource, op, nil, false, nil)
}

// admit runs the plugin as the chain does: Admit if it handles the
// operation, then Validate.
func admit(p *RuntimeClass, a admission.Attributes) error {
	if !p.Handles(a.GetOperation()) {
		return nil
	}
	if err := p.Admit(context.Background(), a, nil); err != nil {
		return err
	}
	return p.Validate(context.Background(), a, nil)
}

func TestAdmit(t *testing.T) {
	kataOverhead := core.ResourceList{core.ResourceCPU: resource.MustParse("100m"), core.ResourceMemory: resource.MustParse("64Mi")}
	gvisorToleration := core.Toleration{Key: "sandbox", Operator: core.TolerationOpEqual, Value: "gvisor", Effect: core.TaintEffectNoSchedule}
	tests := []struct {
		name            string
		pod             func() *core.Pod
		subresource     string
		op              admission.Operation
		wantOverhead    core.ResourceList
		wantSelector    map[string]string
		wantTolerations []core.Toleration
		wantErr         string
		wantStatus      int32
	}{
		{name: "no runtimeClassName: untouched", pod: func() *core.Pod { return newPod("") }},
		{name: "a missing class", pod: func() *core.Pod { return newPod("ghost") },
			wantErr: `pods "p" is forbidden: pod rejected: RuntimeClass "ghost" not found`, wantStatus: 403},
		{name: "the class's overhead is set", pod: func() *core.Pod { return newPod("kata") }, wantOverhead: kataOverhead},
		{name: "the pod's own overhead, the same as the class's", pod: func() *core.Pod {
			p := newPod("kata")
			p.Spec.Overhead = core.ResourceList{core.ResourceCPU: resource.MustParse("0.1"), core.ResourceMemory: resource.MustParse("64Mi")}
			return p
		}, wantOverhead: kataOverhead},
		{name: "the pod's own overhead, another than the class's", pod: func() *core.Pod {
			p := newPod("kata")
			p.Spec.Overhead = core.ResourceList{core.ResourceCPU: resource.MustParse("1")}
			return p
		}, wantErr: `pods "p" is forbidden: pod rejected: Pod's Overhead doesn't match RuntimeClass's defined Overhead`, wantStatus: 403},
		{name: "an overhead without a class", pod: func() *core.Pod {
			p := newPod("")
			p.Spec.Overhead = core.ResourceList{core.ResourceCPU: resource.MustParse("1")}
			return p
		}, wantErr: `pods "p" is forbidden: pod rejected: Pod Overhead set without corresponding RuntimeClass defined Overhead`, wantStatus: 403},
		{name: "an overhead with a class that has none", pod: func() *core.Pod {
			p := newPod("plain")
			p.Spec.Overhead = core.ResourceList{core.ResourceCPU: resource.MustParse("1")}
			return p
		}, wantErr: `pods "p" is forbidden: pod rejected: Pod Overhead set without corresponding RuntimeClass defined Overhead`, wantStatus: 403},
		{name: "a class with neither overhead nor scheduling", pod: func() *core.Pod { return newPod("plain") }},
		{name: "scheduling merged into an empty pod", pod: func() *core.Pod { return newPod("gvisor") },
			wantSelector: map[string]string{"sandbox": "gvisor"}, wantTolerations: []core.Toleration{gvisorToleration}},
		{name: "scheduling merged with the pod's own", pod: func() *core.Pod {
			p := newPod("gvisor")
			p.Spec.NodeSelector = map[string]string{"zone": "a", "sandbox": "gvisor"}
			p.Spec.Tolerations = []core.Toleration{{Key: "gpu", Operator: core.TolerationOpExists}}
			return p
		}, wantSelector: map[string]string{"zone": "a", "sandbox": "gvisor"},
			wantTolerations: []core.Toleration{{Key: "gpu", Operator: core.TolerationOpExists}, gvisorToleration}},
		{name: "a pod toleration that covers the class's keeps only the pod's", pod: func() *core.Pod {
			p := newPod("gvisor")
			p.Spec.Tolerations = []core.Toleration{{Key: "sandbox", Operator: core.TolerationOpExists}}
			return p
		}, wantSelector: map[string]string{"sandbox": "gvisor"},
			wantTolerations: []core.Toleration{{Key: "sandbox", Operator: core.TolerationOpExists}}},
		{name: "a conflicting nodeSelector", pod: func() *core.Pod {
			p := newPod("gvisor")
			p.Spec.NodeSelector = map[string]string{"sandbox": "kata"}
			return p
		}, wantErr: `pods "p" is forbidden: conflict: runtimeClass.scheduling.nodeSelector[sandbox] = gvisor; pod.spec.nodeSelector[sandbox] = kata`, wantStatus: 403},
		{name: "an update is untouched", pod: func() *core.Pod { return newPod("ghost") }, op: admission.Update},
		{name: "a subresource is untouched", pod: func() *core.Pod { return newPod("ghost") }, subresource: "status"},
	}
	p, _ := newTestPlugin(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pod := tt.pod()
			op := tt.op
			if op == "" {
				op = admission.Create
			}
			err := admit(p, attributes(pod, tt.subresource, op))
			if got := fmt.Sprint(err); (err != nil || tt.wantErr != "") && got != tt.wantErr {
				t.Fatalf("got error %q; want %q", got, tt.wantErr)
			}
			if err != nil {
				var status apierrors.APIStatus
				if s, ok := err.(apierrors.APIStatus); ok {
					status = s
				}
				if status == nil || status.Status().Code != tt.wantStatus {
					t.Fatalf("got %#v; want a status error of code %d", err, tt.wantStatus)
				}
				return
			}
			if !validation.SemanticDeepEqual(pod.Spec.Overhead, tt.wantOverhead) {
				t.Errorf("got overhead %v; want %v", pod.Spec.Overhead, tt.wantOverhead)
			}
			if !reflect.DeepEqual(pod.Spec.NodeSelector, tt.wantSelector) {
				t.Errorf("got nodeSelector %v; want %v", pod.Spec.NodeSelector, tt.wantSelector)
			}
			if !reflect.DeepEqual(pod.Spec.Tolerations, tt.wantTolerations) {
				t.Errorf("got tolerations %+v; want %+v", pod.Spec.Tolerations, tt.wantTolerations)
			}
		})
	}
}

// TestAdmitLiveLookup: a class the informer has not seen (made a moment
// ago) is read from storage instead of refused.
func TestAdmitLiveLookup(t *testing.T) {
	p, _ := newTestPlugin(t)
	fresh := &node.RuntimeClass{ObjectMeta: metav1.ObjectMeta{Name: "fresh"}, Handler: "runc",
		Overhead: &node.Overhead{PodFixed: core.ResourceList{core.ResourceCPU: resource.MustParse("1")}}}
	st := informerstest.NewStorage(runtimeClassesResource,
		func() runtime.Object { return &node.RuntimeClass{} }, func() runtime.Object { return &node.RuntimeClassList{} }, fresh)
	// the informer keeps its (synced) view; the storage behind the live
	// lookup now holds the fresh class
	storages := informers.NewStorages()
	storages.Add(runtimeClassesResource, st)
	p.SetStorages(storages)
	pod := newPod("fresh")
	if err := admit(p, attributes(pod, "", admission.Create)); err != nil {
		t.Fatalf("got %v; want no error", err)
	}
	if got, want := pod.Spec.Overhead[core.ResourceCPU], resource.MustParse("1"); got.Cmp(want) != 0 {
		t.Errorf("got overhead cpu %s; want %s", got.String(), want.String())
	}
}

func TestMergeTolerations(t *testing.T) {
	sixty, thirty := int64(60), int64(30)
	exists := core.Toleration{Key: "k", Operator: core.TolerationOpExists}
	equal := core.Toleration{Key: "k", Operator: core.TolerationOpEqual, Value: "v"}
	noExec60 := core.Toleration{Key: "k", Operator: core.TolerationOpExists, Effect: core.TaintEffectNoExecute, TolerationSeconds: &sixty}
	noExec30 := core.Toleration{Key: "k", Operator: core.TolerationOpExists, Effect: core.TaintEffectNoExecute, TolerationSeconds: &thirty}
	other := core.Toleration{Key: "other", Operator: core.TolerationOpEqual, Value: "v"}
	tests := []struct {
		name          string
		first, second []core.Toleration
		want          []core.Toleration
	}{
		{"both empty", nil, nil, nil},
		{"disjoint: both kept, first's first", []core.Toleration{other}, []core.Toleration{equal}, []core.Toleration{other, equal}},
		{"Exists covers Equal, either side", []core.Toleration{equal}, []core.Toleration{exists}, []core.Toleration{exists}},
		{"equal ones: the first kept", []core.Toleration{equal}, []core.Toleration{equal}, []core.Toleration{equal}},
		{"the longer NoExecute covers the shorter", []core.Toleration{noExec30}, []core.Toleration{noExec60}, []core.Toleration{noExec60}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := MergeTolerations(tt.first, tt.second); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v; want %+v", got, tt.want)
			}
		})
	}
}
