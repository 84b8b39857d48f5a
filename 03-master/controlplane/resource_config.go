package controlplane

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	appsv1beta1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1beta1"
	autoscalingv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/v1"
	autoscalingv2 "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/v2"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	batchv1 "github.com/kube-rebuilt/apiserver/03-master/apis/batch/v1"
	certificatesv1 "github.com/kube-rebuilt/apiserver/03-master/apis/certificates/v1"
	coordinationv1 "github.com/kube-rebuilt/apiserver/03-master/apis/coordination/v1"
	discoveryv1 "github.com/kube-rebuilt/apiserver/03-master/apis/discovery/v1"
	eventsv1 "github.com/kube-rebuilt/apiserver/03-master/apis/events/v1"
	networkingv1 "github.com/kube-rebuilt/apiserver/03-master/apis/networking/v1"
	nodev1 "github.com/kube-rebuilt/apiserver/03-master/apis/node/v1"
	policyv1 "github.com/kube-rebuilt/apiserver/03-master/apis/policy/v1"
	resourcev1 "github.com/kube-rebuilt/apiserver/03-master/apis/resource/v1"
	schedulingv1 "github.com/kube-rebuilt/apiserver/03-master/apis/scheduling/v1"
	storagev1 "github.com/kube-rebuilt/apiserver/03-master/apis/storage/v1"
	storagemigrationv1 "github.com/kube-rebuilt/apiserver/03-master/apis/storagemigration/v1"
	serverstorage "github.com/kube-rebuilt/apiserver/03-master/server/storage"
)

// APIResourceConfigSource says which group versions the master serves.
// It is declared in 03-master/server/storage, which the storage providers
// of registry/<group>/rest import: they cannot import this package, which
// lists them.
// Upstream: k8s.io/apiserver/pkg/server/storage.APIResourceConfigSource.
type APIResourceConfigSource = serverstorage.APIResourceConfigSource

// ResourceConfig is the set of group versions switched on or off.
// Upstream: k8s.io/apiserver/pkg/server/storage.ResourceConfig.
type ResourceConfig struct {
	GroupVersionConfigs map[schema.GroupVersion]bool
}

var _ APIResourceConfigSource = (*ResourceConfig)(nil)

// NewResourceConfig returns a config with nothing enabled.
// Upstream: k8s.io/apiserver/pkg/server/storage.NewResourceConfig.
func NewResourceConfig() *ResourceConfig {
	return &ResourceConfig{GroupVersionConfigs: map[schema.GroupVersion]bool{}}
}

// EnableVersions switches versions on.
// Upstream: k8s.io/apiserver/pkg/server/storage.(*ResourceConfig).EnableVersions.
func (o *ResourceConfig) EnableVersions(versions ...schema.GroupVersion) {
	for _, v := range versions {
		o.GroupVersionConfigs[v] = true
	}
}

// DisableVersions switches versions off.
// Upstream: k8s.io/apiserver/pkg/server/storage.(*ResourceConfig).DisableVersions.
func (o *ResourceConfig) DisableVersions(versions ...schema.GroupVersion) {
	for _, v := range versions {
		o.GroupVersionConfigs[v] = false
	}
}

// VersionEnabled reports whether version is served.
// Upstream: k8s.io/apiserver/pkg/server/storage.(*ResourceConfig).versionEnabled.
func (o *ResourceConfig) VersionEnabled(version schema.GroupVersion) bool {
	return o.GroupVersionConfigs[version]
}

// AnyVersionForGroupEnabled reports whether some version of group is served.
// Upstream: k8s.io/apiserver/pkg/server/storage.(*ResourceConfig).AnyResourceForGroupEnabled.
func (o *ResourceConfig) AnyVersionForGroupEnabled(group string) bool {
	for gv, enabled := range o.GroupVersionConfigs {
		if gv.Group == group && enabled {
			return true
		}
	}
	return false
}

// legacyBetaEnabledVersions are the older versions served by default.
// Upstream serves no beta API by default since v1.24 (and has removed
// apps/v1beta1 since v1.16); we keep apps/v1beta1 on to show a group with
// two versions, one storage and conversion between them. Switch it off
// with --runtime-config=apps/v1beta1=false.
var legacyBetaEnabledVersions = []schema.GroupVersion{appsv1beta1.SchemeGroupVersion}

// stableAPIGroupVersionsEnabledByDefault are the GA versions served.
// Upstream: k8s.io/kubernetes/pkg/controlplane.stableAPIGroupVersionsEnabledByDefault.
var stableAPIGroupVersionsEnabledByDefault = []schema.GroupVersion{
	corev1.SchemeGroupVersion,
	appsv1.SchemeGroupVersion,
	policyv1.SchemeGroupVersion,
	autoscalingv1.SchemeGroupVersion,
	autoscalingv2.SchemeGroupVersion,
	batchv1.SchemeGroupVersion,
	coordinationv1.SchemeGroupVersion,
	discoveryv1.SchemeGroupVersion,
	schedulingv1.SchemeGroupVersion,
	eventsv1.SchemeGroupVersion,
	nodev1.SchemeGroupVersion,
	networkingv1.SchemeGroupVersion,
	storagev1.SchemeGroupVersion,
	resourcev1.SchemeGroupVersion,
	certificatesv1.SchemeGroupVersion,
	storagemigrationv1.SchemeGroupVersion,
}

// DefaultAPIResourceConfigSource is every version the master knows,
// switched on.
// Upstream: k8s.io/kubernetes/pkg/controlplane.DefaultAPIResourceConfigSource.
func DefaultAPIResourceConfigSource() *ResourceConfig {
	ret := NewResourceConfig()
	ret.EnableVersions(stableAPIGroupVersionsEnabledByDefault...)
	ret.EnableVersions(legacyBetaEnabledVersions...)
	return ret
}

// MergeAPIResourceConfigs applies --runtime-config to defaults. Keys are
// "<group>/<version>" ("apps/v1beta1"), "v1" or "api/v1" for the core
// group, and "api/all" for every version; values are "true" or "false",
// empty meaning true. Keys are applied in a fixed order, "api/all" first,
// so a more precise key wins. A key the master does not know, or a
// resource-level key ("apps/v1/deployments"), is an error.
// Upstream: k8s.io/apiserver/pkg/server/resourceconfig.MergeAPIResourceConfigs,
// which also knows api/ga, api/beta, api/alpha and resource-level keys.
func MergeAPIResourceConfigs(defaults *ResourceConfig, overrides map[string]string) (*ResourceConfig, error) {
	known := make([]schema.GroupVersion, 0, len(defaults.GroupVersionConfigs))
	for gv := range defaults.GroupVersionConfigs {
		known = append(known, gv)
	}
	ret := NewResourceConfig()
	for gv, enabled := range defaults.GroupVersionConfigs {
		ret.GroupVersionConfigs[gv] = enabled
	}
	keys := make([]string, 0, len(overrides))
	for k := range overrides {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { // api/all first, the rest sorted
		if (keys[i] == "api/all") != (keys[j] == "api/all") {
			return keys[i] == "api/all"
		}
		return keys[i] < keys[j]
	})
	for _, key := range keys {
		enabled, err := runtimeConfigValue(key, overrides[key])
		if err != nil {
			return nil, err
		}
		if key == "api/all" {
			for _, gv := range known {
				ret.GroupVersionConfigs[gv] = enabled
			}
			continue
		}
		gv, err := runtimeConfigGroupVersion(key)
		if err != nil {
			return nil, err
		}
		if !slices.Contains(known, gv) {
			return nil, fmt.Errorf("--runtime-config: unknown api group version %q", key)
		}
		ret.GroupVersionConfigs[gv] = enabled
	}
	return ret, nil
}

// runtimeConfigValue parses the value of one --runtime-config key.
func runtimeConfigValue(key, value string) (bool, error) {
	if value == "" {
		return true, nil
	}
	enabled, err := strconv.ParseBool(value)
	if err != nil {
		return false, fmt.Errorf("--runtime-config: invalid value %q for %q: want true or false", value, key)
	}
	return enabled, nil
}

// runtimeConfigGroupVersion parses a --runtime-config key other than
// api/all: "v1" and "api/v1" name the core group.
// Upstream: k8s.io/apiserver/pkg/server/resourceconfig.getRuntimeConfigValue
// and the "api/legacy" handling around it.
func runtimeConfigGroupVersion(key string) (schema.GroupVersion, error) {
	if key == "v1" || key == "api/v1" {
		return corev1.SchemeGroupVersion, nil
	}
	parts := strings.Split(key, "/")
	switch {
	case len(parts) == 3:
		return schema.GroupVersion{}, fmt.Errorf("--runtime-config: resource-level keys such as %q are not supported; switch a whole group version", key)
	case len(parts) != 2 || parts[0] == "" || parts[1] == "":
		return schema.GroupVersion{}, fmt.Errorf("--runtime-config: invalid key %q: want <group>/<version>", key)
	}
	return schema.GroupVersion{Group: parts[0], Version: parts[1]}, nil
}

// EnabledByDefault serves versions on top of what resources serves
// (DefaultAPIResourceConfigSource when nil). Later stages add groups this
// stage does not know, so they switch their versions on with it.
// Upstream: none; DefaultAPIResourceConfigSource lists every stable
// version of every group kube-apiserver serves.
func EnabledByDefault(resources APIResourceConfigSource, versions ...schema.GroupVersion) APIResourceConfigSource {
	if resources == nil {
		resources = DefaultAPIResourceConfigSource()
	}
	return enabledByDefault{APIResourceConfigSource: resources, versions: versions}
}

// enabledByDefault is EnabledByDefault's source.
type enabledByDefault struct {
	APIResourceConfigSource
	versions []schema.GroupVersion
}

// VersionEnabled is true for the added versions.
func (e enabledByDefault) VersionEnabled(gv schema.GroupVersion) bool {
	return slices.Contains(e.versions, gv) || e.APIResourceConfigSource.VersionEnabled(gv)
}

// AnyVersionForGroupEnabled is true for the added versions' groups.
func (e enabledByDefault) AnyVersionForGroupEnabled(group string) bool {
	for _, gv := range e.versions {
		if gv.Group == group {
			return true
		}
	}
	return e.APIResourceConfigSource.AnyVersionForGroupEnabled(group)
}
