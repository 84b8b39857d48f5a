package serviceaccount

import (
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
)

// ServiceAccountVolumeName is the prefix of the token volume's name; a
// random suffix keeps it from clashing with the pod's own volumes.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/serviceaccount.ServiceAccountVolumeName.
const ServiceAccountVolumeName = "kube-api-access"

// DefaultAPITokenMountPath is where containers find the token, the CA
// and the namespace: where client-go's in-cluster config looks.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/serviceaccount.DefaultAPITokenMountPath.
const DefaultAPITokenMountPath = "/var/run/secrets/kubernetes.io/serviceaccount"

// Token projection settings: the kubelet asks for a token valid this
// long (upstream's "warn only" expiry, a little over an hour; the kubelet
// refreshes it), files are world-readable (0644), and the CA comes from
// the root CA publisher's ConfigMap.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.WarnOnlyBoundTokenExpirationSeconds
// and k8s.io/api/core/v1.ProjectedVolumeSourceDefaultMode.
const (
	WarnOnlyBoundTokenExpirationSeconds = 60*60 + 7
	ProjectedVolumeSourceDefaultMode    = int32(0o644)
	rootCAConfigMapName                 = "kube-root-ca.crt"
)

// mountServiceAccountToken mounts the token volume in every container
// and init container that has nothing at DefaultAPITokenMountPath, and
// adds the volume when one mounts it and the pod has none yet.
// Upstream: (*Plugin).mountServiceAccountToken.
func (s *Plugin) mountServiceAccountToken(pod *core.Pod) {
	volumeName, hasVolume := tokenVolumeName(pod)
	if !hasVolume {
		volumeName = s.generateName(ServiceAccountVolumeName + "-")
	}
	mount := core.VolumeMount{Name: volumeName, ReadOnly: true, MountPath: DefaultAPITokenMountPath}
	mounted := mountInto(pod.Spec.InitContainers, mount)
	mounted = mountInto(pod.Spec.Containers, mount) || mounted
	if mounted && !hasVolume {
		pod.Spec.Volumes = append(pod.Spec.Volumes, core.Volume{
			Name:         volumeName,
			VolumeSource: core.VolumeSource{Projected: TokenVolumeSource()},
		})
	}
}

// tokenVolumeName is the pod's kube-api-access-* volume, if it has one.
func tokenVolumeName(pod *core.Pod) (string, bool) {
	for _, v := range pod.Spec.Volumes {
		if strings.HasPrefix(v.Name, ServiceAccountVolumeName+"-") {
			return v.Name, true
		}
	}
	return "", false
}

// mountInto adds mount to each container with nothing at its path, and
// says whether it added any.
func mountInto(containers []core.Container, mount core.VolumeMount) bool {
	added := false
	for i := range containers {
		if !hasMountAt(containers[i], mount.MountPath) {
			containers[i].VolumeMounts = append(containers[i].VolumeMounts, mount)
			added = true
		}
	}
	return added
}

func hasMountAt(c core.Container, path string) bool {
	for _, m := range c.VolumeMounts {
		if m.MountPath == path {
			return true
		}
	}
	return false
}

// TokenVolumeSource is the kube-api-access volume: a bound token, the
// cluster CA and the pod's namespace, in one directory.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/serviceaccount.TokenVolumeSource.
func TokenVolumeSource() *core.ProjectedVolumeSource {
	mode := ProjectedVolumeSourceDefaultMode
	expiration := int64(WarnOnlyBoundTokenExpirationSeconds)
	return &core.ProjectedVolumeSource{
		DefaultMode: &mode,
		Sources: []core.VolumeProjection{
			{ServiceAccountToken: &core.ServiceAccountTokenProjection{Path: "token", ExpirationSeconds: &expiration}},
			{ConfigMap: &core.ConfigMapProjection{
				LocalObjectReference: core.LocalObjectReference{Name: rootCAConfigMapName},
				Items:                []core.KeyToPath{{Key: "ca.crt", Path: "ca.crt"}},
			}},
			{DownwardAPI: &core.DownwardAPIProjection{
				Items: []core.DownwardAPIVolumeFile{{
					Path:     "namespace",
					FieldRef: &core.ObjectFieldSelector{APIVersion: "v1", FieldPath: "metadata.namespace"},
				}},
			}},
		},
	}
}
