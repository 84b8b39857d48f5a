package v1

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// TestUpstreamProtobufFixtures checks our protobuf encoding against what
// upstream's generated Marshal wrote for the same objects
// (testdata/README.md): the LimitRange and the ResourceQuota whole, and
// the pod's two volumes one by one (the whole pod differs by the fields
// this package leaves out, such as volumeMounts[].subPathExpr). kubectl
// sends protobuf, so a wrong field number here would lose fields silently.
func TestUpstreamProtobufFixtures(t *testing.T) {
	var pod Pod
	readJSON(t, "pod-projected.json", &pod)
	var lr LimitRange
	readJSON(t, "limitrange.json", &lr)
	var rq ResourceQuota
	readJSON(t, "resourcequota.json", &rq)
	tests := []struct {
		file string
		obj  any // decoded from the JSON fixture
		new  func() any
	}{
		{"volume-kube-api-access.pb", &pod.Spec.Volumes[0], func() any { return &Volume{} }},
		{"volume-downwardapi.pb", &pod.Spec.Volumes[1], func() any { return &Volume{} }},
		{"limitrange.pb", &lr, func() any { return &LimitRange{} }},
		{"resourcequota.pb", &rq, func() any { return &ResourceQuota{} }},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			want, err := os.ReadFile(filepath.Join("testdata", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			got, err := proto.Marshal(tt.obj)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("proto.Marshal =\n% x\nwant (upstream)\n% x", got, want)
			}
			back := tt.new()
			if err := proto.Unmarshal(want, back); err != nil {
				t.Fatal(err)
			}
			// The protobuf message carries no apiVersion/kind (the envelope does).
			if o, ok := back.(runtime.Object); ok {
				o.GetObjectKind().SetGroupVersionKind(tt.obj.(runtime.Object).GetObjectKind().GroupVersionKind())
			}
			if !reflect.DeepEqual(back, tt.obj) {
				t.Errorf("proto.Unmarshal =\n%#v\nwant\n%#v", back, tt.obj)
			}
		})
	}
}

func readJSON(t *testing.T, file string, into any) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, into); err != nil {
		t.Fatal(err)
	}
}

// kubeAPIAccess is the volume upstream's ServiceAccount admission plugin
// adds to a pod, as the pod author would see it before defaulting.
func kubeAPIAccess() Volume {
	return Volume{Name: "kube-api-access-abcde", VolumeSource: VolumeSource{Projected: &ProjectedVolumeSource{
		Sources: []VolumeProjection{
			{ServiceAccountToken: &ServiceAccountTokenProjection{ExpirationSeconds: ptr[int64](3607), Path: "token"}},
			{ConfigMap: &ConfigMapProjection{
				LocalObjectReference: LocalObjectReference{Name: "kube-root-ca.crt"},
				Items:                []KeyToPath{{Key: "ca.crt", Path: "ca.crt"}},
			}},
			{DownwardAPI: &DownwardAPIProjection{Items: []DownwardAPIVolumeFile{{
				Path: "namespace", FieldRef: &ObjectFieldSelector{FieldPath: "metadata.namespace"},
			}}}},
		},
	}}}
}

// TestProjectedVolumeDefaultsAndRoundTrip defaults a pod carrying the
// kube-api-access volume, a token projection without expirationSeconds
// and a downwardAPI volume, then converts it to internal and back.
func TestProjectedVolumeDefaultsAndRoundTrip(t *testing.T) {
	scheme := newScheme(t)
	pod := &Pod{Spec: PodSpec{Volumes: []Volume{
		kubeAPIAccess(),
		{Name: "t", VolumeSource: VolumeSource{Projected: &ProjectedVolumeSource{
			Sources: []VolumeProjection{{ServiceAccountToken: &ServiceAccountTokenProjection{Audience: "vault", Path: "t"}}},
		}}},
		{Name: "d", VolumeSource: VolumeSource{DownwardAPI: &DownwardAPIVolumeSource{Items: []DownwardAPIVolumeFile{
			{Path: "cpu", ResourceFieldRef: &ResourceFieldSelector{ContainerName: "c", Resource: "limits.cpu", Divisor: resource.MustParse("1m")}},
		}}}},
	}}}
	scheme.Default(pod)

	access := pod.Spec.Volumes[0].Projected
	if got, want := *access.DefaultMode, int32(0644); got != want {
		t.Errorf("projected defaultMode = %o; want %o", got, want)
	}
	if got, want := *access.Sources[0].ServiceAccountToken.ExpirationSeconds, int64(3607); got != want {
		t.Errorf("kube-api-access expirationSeconds = %d; want %d (kept)", got, want)
	}
	if got, want := access.Sources[2].DownwardAPI.Items[0].FieldRef.APIVersion, "v1"; got != want {
		t.Errorf("downward fieldRef apiVersion = %q; want %q", got, want)
	}
	if got, want := *pod.Spec.Volumes[1].Projected.Sources[0].ServiceAccountToken.ExpirationSeconds, int64(3600); got != want {
		t.Errorf("token expirationSeconds = %d; want %d", got, want)
	}
	if got, want := *pod.Spec.Volumes[2].DownwardAPI.DefaultMode, int32(0644); got != want {
		t.Errorf("downwardAPI defaultMode = %o; want %o", got, want)
	}

	internal := &core.Pod{}
	if err := scheme.Convert(pod, internal, nil); err != nil {
		t.Fatal(err)
	}
	if got := internal.Spec.Volumes[0].Projected.Sources[1].ConfigMap.Name; got != "kube-root-ca.crt" {
		t.Errorf("internal configMap projection name = %q; want kube-root-ca.crt", got)
	}
	back := &Pod{}
	if err := scheme.Convert(internal, back, nil); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Spec.Volumes, pod.Spec.Volumes) {
		t.Errorf("v1 -> internal -> v1 changed the volumes:\ngot  %#v\nwant %#v", back.Spec.Volumes, pod.Spec.Volumes)
	}
}

// TestLimitRangeItemDefaults follows upstream's defaulting chain for
// Container items: default <- max, defaultRequest <- default <- min.
func TestLimitRangeItemDefaults(t *testing.T) {
	q := resource.MustParse
	tests := []struct {
		name string
		in   LimitRangeItem
		want LimitRangeItem
	}{{
		name: "container: max fills default and defaultRequest",
		in:   LimitRangeItem{Type: LimitTypeContainer, Max: ResourceList{ResourceCPU: q("1")}},
		want: LimitRangeItem{Type: LimitTypeContainer, Max: ResourceList{ResourceCPU: q("1")},
			Default: ResourceList{ResourceCPU: q("1")}, DefaultRequest: ResourceList{ResourceCPU: q("1")}},
	}, {
		name: "container: default wins over min for defaultRequest",
		in: LimitRangeItem{Type: LimitTypeContainer, Min: ResourceList{ResourceCPU: q("100m"), ResourceMemory: q("1Mi")},
			Default: ResourceList{ResourceCPU: q("500m")}},
		want: LimitRangeItem{Type: LimitTypeContainer, Min: ResourceList{ResourceCPU: q("100m"), ResourceMemory: q("1Mi")},
			Default:        ResourceList{ResourceCPU: q("500m")},
			DefaultRequest: ResourceList{ResourceCPU: q("500m"), ResourceMemory: q("1Mi")}},
	}, {
		name: "pod: nothing defaulted",
		in:   LimitRangeItem{Type: LimitTypePod, Max: ResourceList{ResourceCPU: q("1")}},
		want: LimitRangeItem{Type: LimitTypePod, Max: ResourceList{ResourceCPU: q("1")}},
	}}
	scheme := newScheme(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lr := &LimitRange{Spec: LimitRangeSpec{Limits: []LimitRangeItem{tt.in}}}
			scheme.Default(lr)
			if got := lr.Spec.Limits[0]; !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %#v; want %#v", got, tt.want)
			}
		})
	}
}
