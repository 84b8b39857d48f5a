package v1

import (
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// TestStatefulSetDefaults: upstream's defaults, and set fields kept.
func TestStatefulSetDefaults(t *testing.T) {
	tests := []struct {
		name string
		in   StatefulSetSpec
		want StatefulSetSpec
	}{
		{"empty", StatefulSetSpec{}, StatefulSetSpec{
			Replicas:            ptrTo[int32](1),
			PodManagementPolicy: OrderedReadyPodManagement,
			UpdateStrategy: StatefulSetUpdateStrategy{Type: RollingUpdateStatefulSetStrategyType,
				RollingUpdate: &RollingUpdateStatefulSetStrategy{Partition: ptrTo[int32](0), MaxUnavailable: ptrTo(intstr.FromInt32(1))}},
			RevisionHistoryLimit: ptrTo[int32](10),
			PersistentVolumeClaimRetentionPolicy: &StatefulSetPersistentVolumeClaimRetentionPolicy{
				WhenDeleted: RetainPersistentVolumeClaimRetentionPolicyType, WhenScaled: RetainPersistentVolumeClaimRetentionPolicyType},
		}},
		{"set fields kept, OnDelete gets no rollingUpdate", StatefulSetSpec{
			Replicas: ptrTo[int32](0), PodManagementPolicy: ParallelPodManagement,
			UpdateStrategy:       StatefulSetUpdateStrategy{Type: OnDeleteStatefulSetStrategyType},
			RevisionHistoryLimit: ptrTo[int32](0),
			PersistentVolumeClaimRetentionPolicy: &StatefulSetPersistentVolumeClaimRetentionPolicy{
				WhenDeleted: DeletePersistentVolumeClaimRetentionPolicyType},
		}, StatefulSetSpec{
			Replicas: ptrTo[int32](0), PodManagementPolicy: ParallelPodManagement,
			UpdateStrategy:       StatefulSetUpdateStrategy{Type: OnDeleteStatefulSetStrategyType},
			RevisionHistoryLimit: ptrTo[int32](0),
			PersistentVolumeClaimRetentionPolicy: &StatefulSetPersistentVolumeClaimRetentionPolicy{
				WhenDeleted: DeletePersistentVolumeClaimRetentionPolicyType, WhenScaled: RetainPersistentVolumeClaimRetentionPolicyType},
		}},
		{"RollingUpdate given without bounds stays without", StatefulSetSpec{
			UpdateStrategy: StatefulSetUpdateStrategy{Type: RollingUpdateStatefulSetStrategyType},
		}, StatefulSetSpec{
			Replicas: ptrTo[int32](1), PodManagementPolicy: OrderedReadyPodManagement,
			UpdateStrategy:       StatefulSetUpdateStrategy{Type: RollingUpdateStatefulSetStrategyType},
			RevisionHistoryLimit: ptrTo[int32](10),
			PersistentVolumeClaimRetentionPolicy: &StatefulSetPersistentVolumeClaimRetentionPolicy{
				WhenDeleted: RetainPersistentVolumeClaimRetentionPolicyType, WhenScaled: RetainPersistentVolumeClaimRetentionPolicyType},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			obj := &StatefulSet{Spec: tt.in}
			SetDefaults_StatefulSet(obj)
			if !reflect.DeepEqual(obj.Spec, tt.want) {
				t.Errorf("got %+v; want %+v", obj.Spec, tt.want)
			}
		})
	}
}

// TestDaemonSetDefaults: a rolling update of one unavailable, no surge,
// history 10; OnDelete gets no bounds.
func TestDaemonSetDefaults(t *testing.T) {
	tests := []struct {
		name string
		in   DaemonSetSpec
		want DaemonSetSpec
	}{
		{"empty", DaemonSetSpec{}, DaemonSetSpec{
			UpdateStrategy: DaemonSetUpdateStrategy{Type: RollingUpdateDaemonSetStrategyType, RollingUpdate: &RollingUpdateDaemonSet{
				MaxUnavailable: ptrTo(intstr.FromInt32(1)), MaxSurge: ptrTo(intstr.FromInt32(0))}},
			RevisionHistoryLimit: ptrTo[int32](10),
		}},
		{"OnDelete", DaemonSetSpec{UpdateStrategy: DaemonSetUpdateStrategy{Type: OnDeleteDaemonSetStrategyType}}, DaemonSetSpec{
			UpdateStrategy:       DaemonSetUpdateStrategy{Type: OnDeleteDaemonSetStrategyType},
			RevisionHistoryLimit: ptrTo[int32](10),
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			obj := &DaemonSet{Spec: tt.in}
			SetDefaults_DaemonSet(obj)
			if !reflect.DeepEqual(obj.Spec, tt.want) {
				t.Errorf("got %+v; want %+v", obj.Spec, tt.want)
			}
		})
	}
}

// TestDaemonSetTemplateGeneration: the internal TemplateGeneration
// travels in the deprecated.daemonset.template.generation annotation, and
// the input's annotations are not changed on the way.
func TestDaemonSetTemplateGeneration(t *testing.T) {
	scheme := newScheme(t)
	in := &DaemonSet{ObjectMeta: metav1.ObjectMeta{Name: "agent", Annotations: map[string]string{DeprecatedTemplateGeneration: "3", "note": "a"}}}
	internal := &apps.DaemonSet{}
	if err := scheme.Convert(in, internal, nil); err != nil {
		t.Fatal(err)
	}
	if internal.Spec.TemplateGeneration != 3 || !reflect.DeepEqual(internal.Annotations, map[string]string{"note": "a"}) {
		t.Errorf("got templateGeneration %d, annotations %v; want 3 and only note", internal.Spec.TemplateGeneration, internal.Annotations)
	}
	if in.Annotations[DeprecatedTemplateGeneration] != "3" {
		t.Errorf("got input annotations %v; want them unchanged", in.Annotations)
	}
	internal.Spec.TemplateGeneration = 4
	out := &DaemonSet{}
	if err := scheme.Convert(internal, out, nil); err != nil {
		t.Fatal(err)
	}
	if got := out.Annotations[DeprecatedTemplateGeneration]; got != "4" {
		t.Errorf("got annotation %q; want 4", got)
	}
	bad := &DaemonSet{ObjectMeta: metav1.ObjectMeta{Annotations: map[string]string{DeprecatedTemplateGeneration: "x"}}}
	if err := scheme.Convert(bad, &apps.DaemonSet{}, nil); err == nil {
		t.Errorf("got no error for annotation x; want a parse error")
	}
}

// TestStatefulSetConversion: replicas and partition are pointers on the
// wire and values inside, both ways.
func TestStatefulSetConversion(t *testing.T) {
	scheme := newScheme(t)
	in := &StatefulSet{Spec: StatefulSetSpec{Replicas: ptrTo[int32](3), ServiceName: "web",
		UpdateStrategy: StatefulSetUpdateStrategy{Type: RollingUpdateStatefulSetStrategyType,
			RollingUpdate: &RollingUpdateStatefulSetStrategy{Partition: ptrTo[int32](2)}}}}
	internal := &apps.StatefulSet{}
	if err := scheme.Convert(in, internal, nil); err != nil {
		t.Fatal(err)
	}
	if internal.Spec.Replicas != 3 || internal.Spec.UpdateStrategy.RollingUpdate.Partition != 2 || internal.Spec.ServiceName != "web" {
		t.Errorf("got %+v; want replicas 3, partition 2, serviceName web", internal.Spec)
	}
	out := &StatefulSet{}
	if err := scheme.Convert(internal, out, nil); err != nil {
		t.Fatal(err)
	}
	if *out.Spec.Replicas != 3 || *out.Spec.UpdateStrategy.RollingUpdate.Partition != 2 {
		t.Errorf("got replicas %d, partition %d; want 3 and 2", *out.Spec.Replicas, *out.Spec.UpdateStrategy.RollingUpdate.Partition)
	}
}
