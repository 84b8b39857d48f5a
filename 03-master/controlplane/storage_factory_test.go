package controlplane

import (
	"bytes"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
)

// TestStorageCodec shows what goes to etcd: protobuf (the "k8s\x00"
// magic) in the group's storage version, decoded back to internal.
func TestStorageCodec(t *testing.T) {
	f := NewDefaultStorageFactory(*storagebackend.NewDefaultConfig("/registry", nil))
	tests := []struct {
		obj         runtime.Object
		resource    string
		wantVersion string
	}{
		{&core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "c", Namespace: "default"}, Data: map[string]string{"a": "b"}}, "configmaps", "v1"},
		{&apps.Deployment{ObjectMeta: metav1.ObjectMeta{Name: "d", Namespace: "default"}}, "deployments", "apps/v1"},
		{&core.ResourceQuota{ObjectMeta: metav1.ObjectMeta{Name: "q", Namespace: "default"},
			Spec: core.ResourceQuotaSpec{Hard: core.ResourceList{core.ResourcePods: resource.MustParse("10")}}}, "resourcequotas", "v1"},
		{&core.LimitRange{ObjectMeta: metav1.ObjectMeta{Name: "l", Namespace: "default"}}, "limitranges", "v1"},
	}
	for _, tt := range tests {
		gr := core.Resource(tt.resource)
		if _, ok := tt.obj.(*apps.Deployment); ok {
			gr = apps.Resource(tt.resource)
		}
		config, err := f.NewConfig(gr)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := config.Codec.Encode(tt.obj, &buf); err != nil {
			t.Fatalf("%s: encode: %v", tt.resource, err)
		}
		if !bytes.HasPrefix(buf.Bytes(), []byte("k8s\x00")) || !bytes.Contains(buf.Bytes(), []byte(tt.wantVersion)) {
			t.Errorf("%s: got %q; want protobuf of %s", tt.resource, buf.Bytes(), tt.wantVersion)
		}
		back, _, err := config.Codec.Decode(buf.Bytes(), nil, nil)
		if err != nil {
			t.Fatalf("%s: decode: %v", tt.resource, err)
		}
		if got, want := back.GetObjectKind().GroupVersionKind().Version, ""; got != want {
			t.Errorf("%s: decoded version %q; want internal", tt.resource, got)
		}
		if f.ResourcePrefix(gr) != tt.resource {
			t.Errorf("ResourcePrefix(%v) = %q; want %q", gr, f.ResourcePrefix(gr), tt.resource)
		}
	}
}

// TestWatchCacheSizes: with --watch-cache, a resource is cached unless
// --watch-cache-sizes gives it 0 (then served from etcd, as upstream);
// a positive size fixes its ring; --watch-cache=false caches nothing.
func TestWatchCacheSizes(t *testing.T) {
	configmaps, deployments, pods := core.Resource("configmaps"), apps.Resource("deployments"), core.Resource("pods")
	sizes := map[schema.GroupResource]int{configmaps: 0, deployments: 500}
	for _, tc := range []struct {
		name         string
		enabled      bool
		resource     schema.GroupResource
		wantCapacity int
		wantCached   bool
	}{
		{"size 0: no cache", true, configmaps, 0, false},
		{"fixed size", true, deployments, 500, true},
		{"no size: dynamic", true, pods, 0, true},
		{"--watch-cache=false", false, deployments, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := StorageFactoryRestOptionsFactory{EnableWatchCache: tc.enabled, WatchCacheSizes: sizes}
			capacity, cached := f.watchCache(tc.resource)
			if capacity != tc.wantCapacity || cached != tc.wantCached {
				t.Errorf("got %d, %v; want %d, %v", capacity, cached, tc.wantCapacity, tc.wantCached)
			}
		})
	}
}

// TestStorageVersionFromScheme: a group without an entry in
// StorageVersions is stored in the scheme's preferred version, the way a
// later stage's group (registered in legacyscheme) gets stored; without
// a scheme it is an error.
func TestStorageVersionFromScheme(t *testing.T) {
	f := NewDefaultStorageFactory(*storagebackend.NewDefaultConfig("/registry", nil))
	delete(f.StorageVersions, apps.GroupName)
	config, err := f.NewConfig(apps.Resource("deployments"))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := config.Codec.Encode(&apps.Deployment{ObjectMeta: metav1.ObjectMeta{Name: "d", Namespace: "default"}}, &buf); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(buf.Bytes(), []byte("apps/v1\x12")) {
		t.Errorf("got %q; want protobuf of apps/v1 (the preferred version)", buf.Bytes())
	}
	f.Scheme = nil
	if _, err := f.NewConfig(apps.Resource("deployments")); err == nil {
		t.Errorf("NewConfig without a storage version or a scheme: got no error")
	}
}
