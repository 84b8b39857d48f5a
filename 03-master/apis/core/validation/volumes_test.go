package validation

import (
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

func ptr[T any](v T) *T { return &v }

// kubeAPIAccessVolume is the volume upstream's ServiceAccount admission
// plugin adds, after v1 defaulting.
func kubeAPIAccessVolume() core.Volume {
	return core.Volume{Name: "kube-api-access-abcde", VolumeSource: core.VolumeSource{Projected: &core.ProjectedVolumeSource{
		DefaultMode: ptr[int32](0644),
		Sources: []core.VolumeProjection{
			{ServiceAccountToken: &core.ServiceAccountTokenProjection{ExpirationSeconds: ptr[int64](3607), Path: "token"}},
			{ConfigMap: &core.ConfigMapProjection{
				LocalObjectReference: core.LocalObjectReference{Name: "kube-root-ca.crt"},
				Items:                []core.KeyToPath{{Key: "ca.crt", Path: "ca.crt"}},
			}},
			{DownwardAPI: &core.DownwardAPIProjection{Items: []core.DownwardAPIVolumeFile{{
				Path: "namespace", FieldRef: &core.ObjectFieldSelector{APIVersion: "v1", FieldPath: "metadata.namespace"},
			}}}},
		},
	}}}
}

func TestValidateVolumes(t *testing.T) {
	projected := func(p *core.Pod) *core.ProjectedVolumeSource { return p.Spec.Volumes[0].Projected }
	downward := func(p *core.Pod) *core.DownwardAPIVolumeSource { return p.Spec.Volumes[1].DownwardAPI }
	const vol0, vol1 = "spec.volumes[0]", "spec.volumes[1]"
	tests := []struct {
		name   string
		mutate func(p *core.Pod)
		want   string
	}{
		{"valid", func(p *core.Pod) {}, ""},
		{"two sources in a volume", func(p *core.Pod) { p.Spec.Volumes[1].EmptyDir = &core.EmptyDirVolumeSource{} },
			"FieldValueForbidden " + vol1 + ".downwardAPI"},
		{"two members in a projection", func(p *core.Pod) {
			projected(p).Sources[0].Secret = &core.SecretProjection{LocalObjectReference: core.LocalObjectReference{Name: "s"}}
		}, "FieldValueForbidden " + vol0 + ".projected.sources[0]"},
		{"projected defaultMode", func(p *core.Pod) { projected(p).DefaultMode = ptr[int32](01000) },
			"FieldValueInvalid " + vol0 + ".projected.defaultMode"},
		{"token expiration required", func(p *core.Pod) { projected(p).Sources[0].ServiceAccountToken.ExpirationSeconds = nil },
			"FieldValueRequired " + vol0 + ".projected.sources[0].serviceAccountToken.expirationSeconds"},
		{"token shorter than 10 minutes", func(p *core.Pod) { projected(p).Sources[0].ServiceAccountToken.ExpirationSeconds = ptr[int64](599) },
			"FieldValueInvalid " + vol0 + ".projected.sources[0].serviceAccountToken.expirationSeconds"},
		{"token of 10 minutes is fine", func(p *core.Pod) { projected(p).Sources[0].ServiceAccountToken.ExpirationSeconds = ptr[int64](600) }, ""},
		{"token of 2^32 seconds is fine", func(p *core.Pod) { projected(p).Sources[0].ServiceAccountToken.ExpirationSeconds = ptr[int64](1 << 32) }, ""},
		{"token longer than 2^32 seconds", func(p *core.Pod) {
			projected(p).Sources[0].ServiceAccountToken.ExpirationSeconds = ptr[int64](1<<32 + 1)
		}, "FieldValueInvalid " + vol0 + ".projected.sources[0].serviceAccountToken.expirationSeconds"},
		{"token path required", func(p *core.Pod) { projected(p).Sources[0].ServiceAccountToken.Path = "" },
			"FieldValueRequired " + vol0 + ".projected.path"},
		{"token path absolute", func(p *core.Pod) { projected(p).Sources[0].ServiceAccountToken.Path = "/token" },
			"FieldValueInvalid " + vol0 + ".projected.path"},
		{"config map name required", func(p *core.Pod) { projected(p).Sources[1].ConfigMap.Name = "" },
			"FieldValueRequired " + vol0 + ".projected.sources[1].configMap.name"},
		{"item key required", func(p *core.Pod) { projected(p).Sources[1].ConfigMap.Items[0].Key = "" },
			"FieldValueRequired " + vol0 + ".projected.sources[1].configMap.items[0].key"},
		{"item path with ..", func(p *core.Pod) { projected(p).Sources[1].ConfigMap.Items[0].Path = "a/../b" },
			"FieldValueInvalid " + vol0 + ".projected.sources[1].configMap.items[0].path"},
		{"item path starting with ..", func(p *core.Pod) { projected(p).Sources[1].ConfigMap.Items[0].Path = "..data" },
			"FieldValueInvalid " + vol0 + ".projected.sources[1].configMap.items[0].path"},
		{"item mode", func(p *core.Pod) { projected(p).Sources[1].ConfigMap.Items[0].Mode = ptr[int32](-1) },
			"FieldValueInvalid " + vol0 + ".projected.sources[1].configMap.items[0].mode"},
		{"secret name required", func(p *core.Pod) {
			projected(p).Sources = append(projected(p).Sources, core.VolumeProjection{Secret: &core.SecretProjection{}})
		}, "FieldValueRequired " + vol0 + ".projected.sources[3].secret.name"},
		{"duplicate paths across sources", func(p *core.Pod) { projected(p).Sources[1].ConfigMap.Items[0].Path = "namespace" },
			"FieldValueInvalid " + vol0 + ".projected"},
		{"downward fieldPath not supported", func(p *core.Pod) {
			projected(p).Sources[2].DownwardAPI.Items[0].FieldRef.FieldPath = "spec.nodeName"
		}, "FieldValueNotSupported " + vol0 + ".projected.sources[2].downwardAPI.fieldRef.fieldPath"},
		{"downward apiVersion required", func(p *core.Pod) { projected(p).Sources[2].DownwardAPI.Items[0].FieldRef.APIVersion = "" },
			"FieldValueRequired " + vol0 + ".projected.sources[2].downwardAPI.fieldRef.apiVersion"},
		{"downward apiVersion v1 only", func(p *core.Pod) { projected(p).Sources[2].DownwardAPI.Items[0].FieldRef.APIVersion = "v2" },
			"FieldValueInvalid " + vol0 + ".projected.sources[2].downwardAPI.fieldRef.fieldPath"},
		{"downward subscripted label", func(p *core.Pod) {
			projected(p).Sources[2].DownwardAPI.Items[0].FieldRef.FieldPath = "metadata.labels['app']"
		}, ""},
		{"downward bad subscript key", func(p *core.Pod) {
			projected(p).Sources[2].DownwardAPI.Items[0].FieldRef.FieldPath = "metadata.labels['-bad-']"
		}, "FieldValueInvalid " + vol0 + ".projected.sources[2].downwardAPI.fieldRef"},
		{"downward subscript on name", func(p *core.Pod) {
			projected(p).Sources[2].DownwardAPI.Items[0].FieldRef.FieldPath = "metadata.name['x']"
		}, "FieldValueInvalid " + vol0 + ".projected.sources[2].downwardAPI.fieldRef"},
		{"downward file needs a ref", func(p *core.Pod) { downward(p).Items[0].ResourceFieldRef = nil },
			"FieldValueRequired " + vol1 + ".downwardAPI"},
		{"downward file with both refs", func(p *core.Pod) {
			downward(p).Items[0].FieldRef = &core.ObjectFieldSelector{APIVersion: "v1", FieldPath: "metadata.name"}
		}, "FieldValueInvalid " + vol1 + ".downwardAPI"},
		{"resourceFieldRef container required", func(p *core.Pod) { downward(p).Items[0].ResourceFieldRef.ContainerName = "" },
			"FieldValueRequired " + vol1 + ".downwardAPI.resourceFieldRef.containerName"},
		{"resourceFieldRef resource", func(p *core.Pod) { downward(p).Items[0].ResourceFieldRef.Resource = "limits.gpu" },
			"FieldValueNotSupported " + vol1 + ".downwardAPI.resourceFieldRef.resource"},
		{"resourceFieldRef divisor", func(p *core.Pod) { downward(p).Items[0].ResourceFieldRef.Divisor = q("1Mi") },
			"FieldValueInvalid " + vol1 + ".downwardAPI.resourceFieldRef.divisor"},
		{"downward path required", func(p *core.Pod) { downward(p).Items[0].Path = "" },
			"FieldValueRequired " + vol1 + ".downwardAPI.path"},
		{"downward defaultMode", func(p *core.Pod) { downward(p).DefaultMode = ptr[int32](-1) },
			"FieldValueInvalid " + vol1 + ".downwardAPI.defaultMode"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := validPod()
			p.Spec.Volumes = []core.Volume{
				kubeAPIAccessVolume(),
				{Name: "podinfo", VolumeSource: core.VolumeSource{DownwardAPI: &core.DownwardAPIVolumeSource{
					Items: []core.DownwardAPIVolumeFile{{
						Path:             "cpu",
						ResourceFieldRef: &core.ResourceFieldSelector{ContainerName: "nginx", Resource: "limits.cpu", Divisor: q("1m")},
					}},
				}}},
			}
			p.Spec.Containers[0].VolumeMounts = []core.VolumeMount{{Name: "kube-api-access-abcde", MountPath: "/var/run/secrets/kubernetes.io/serviceaccount", ReadOnly: true}}
			tt.mutate(p)
			// a broken volume is also "not found" by the mount of it, as
			// upstream reports; these cases look at the volumes only
			var volumeErrs field.ErrorList
			for _, e := range ValidatePodCreate(p) {
				if strings.HasPrefix(e.Field, "spec.volumes") {
					volumeErrs = append(volumeErrs, e)
				}
			}
			if got := errorSummary(volumeErrs); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}
