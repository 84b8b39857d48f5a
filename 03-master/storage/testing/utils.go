package storagetesting

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/storage"

	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install" // fills legacyscheme with core
)

// Compaction compacts the backend up to (at least) resourceVersion.
// Upstream: k8s.io/apiserver/pkg/storage/testing.Compaction.
type Compaction func(ctx context.Context, t *testing.T, resourceVersion string)

// RequestProgress asks the backend for a progress notification on every
// open watch. etcd3's store has it as RequestWatchProgress.
type RequestProgress func(ctx context.Context) error

// Codec stores core/v1 objects as protobuf and decodes them as they are,
// the way the API server stores built-in types.
func Codec() runtime.Codec {
	var proto runtime.Serializer
	for _, info := range legacyscheme.Codecs.SupportedMediaTypes() {
		if info.MediaType == serializer.ContentTypeProtobuf {
			proto = info.Serializer
		}
	}
	return legacyscheme.Codecs.CodecForVersions(proto, legacyscheme.Codecs.UniversalDeserializer(),
		corev1.SchemeGroupVersion, corev1.SchemeGroupVersion)
}

// NewFunc and NewListFunc build empty ConfigMaps and lists.
func NewFunc() runtime.Object     { return &corev1.ConfigMap{} }
func NewListFunc() runtime.Object { return &corev1.ConfigMapList{} }

// Key is the storage key of a config map.
func Key(namespace, name string) string { return "/configmaps/" + namespace + "/" + name }

// NewConfigMap returns a config map with one data key and the labels
// given as k=v pairs.
func NewConfigMap(namespace, name, value string, labelPairs ...string) *corev1.ConfigMap {
	labels := map[string]string{}
	for i := 0; i+1 < len(labelPairs); i += 2 {
		labels[labelPairs[i]] = labelPairs[i+1]
	}
	return &corev1.ConfigMap{
		ObjectMeta: metav1.ObjectMeta{Namespace: namespace, Name: name, Labels: labels,
			UID: metav1.UID("uid-" + namespace + "-" + name)},
		Data: map[string]string{"value": value},
	}
}

// testCreate stores obj and returns it as stored.
func testCreate(ctx context.Context, t *testing.T, store storage.Interface, obj *corev1.ConfigMap) *corev1.ConfigMap {
	t.Helper()
	out := &corev1.ConfigMap{}
	if err := store.Create(ctx, Key(obj.Namespace, obj.Name), obj.DeepCopy(), out, 0); err != nil {
		t.Fatalf("create %s/%s: %v", obj.Namespace, obj.Name, err)
	}
	return out
}

// testUpdate sets the config map's value with GuaranteedUpdate.
func testUpdate(ctx context.Context, t *testing.T, store storage.Interface, namespace, name, value string, labelPairs ...string) *corev1.ConfigMap {
	t.Helper()
	out := &corev1.ConfigMap{}
	err := store.GuaranteedUpdate(ctx, Key(namespace, name), out, false, nil,
		func(input runtime.Object, _ storage.ResponseMeta) (runtime.Object, *uint64, error) {
			cm := input.(*corev1.ConfigMap)
			cm.Data = map[string]string{"value": value}
			if labelPairs != nil {
				cm.Labels = NewConfigMap("", "", "", labelPairs...).Labels
			}
			return cm, nil, nil
		}, nil)
	if err != nil {
		t.Fatalf("update %s/%s: %v", namespace, name, err)
	}
	return out
}

// rv parses a resourceVersion.
func rv(t *testing.T, s string) uint64 {
	t.Helper()
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		t.Fatalf("resourceVersion %q: %v", s, err)
	}
	return v
}

// names lists "ns/name" of a list's items.
func names(list *corev1.ConfigMapList) []string {
	out := make([]string, 0, len(list.Items))
	for _, cm := range list.Items {
		out = append(out, fmt.Sprintf("%s/%s", cm.Namespace, cm.Name))
	}
	return out
}

// asStatus is errors.As for *apierrors.StatusError.
func asStatus(err error, se **apierrors.StatusError) bool { return errors.As(err, se) }
