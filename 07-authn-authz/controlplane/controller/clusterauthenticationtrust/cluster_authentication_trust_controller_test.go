package clusterauthenticationtrust

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"maps"
	"math/big"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"sigs.k8s.io/yaml"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/controller/controllertest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers/informerstest"
)

// upstreamData is the data upstream v1.37 published (testdata/README.md).
func upstreamData(t *testing.T) map[string]string {
	t.Helper()
	b, err := os.ReadFile("testdata/extension-apiserver-authentication.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var cm struct{ Data map[string]string }
	if err := yaml.Unmarshal(b, &cm); err != nil {
		t.Fatal(err)
	}
	return cm.Data
}

// kubeadmInfo is what a server started as kubeadm starts it publishes.
func kubeadmInfo(clientCA, frontProxyCA string) ClusterAuthenticationInfo {
	return ClusterAuthenticationInfo{
		ClientCA:                         []byte(clientCA),
		RequestHeaderCA:                  []byte(frontProxyCA),
		RequestHeaderAllowedNames:        []string{"front-proxy-client"},
		RequestHeaderUsernameHeaders:     []string{"X-Remote-User"},
		RequestHeaderGroupHeaders:        []string{"X-Remote-Group"},
		RequestHeaderExtraHeaderPrefixes: []string{"X-Remote-Extra-"},
	}
}

// TestDataAsUpstream: the flags kubeadm gives kube-apiserver make the
// same data upstream's controller wrote, key for key and byte for byte.
func TestDataAsUpstream(t *testing.T) {
	want := upstreamData(t)
	combined, err := combinedClusterAuthenticationInfo(ClusterAuthenticationInfo{},
		kubeadmInfo(want[clientCAKey], want[requestHeaderCAKey]))
	if err != nil {
		t.Fatal(err)
	}
	got, err := getConfigMapDataFor(combined)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range slices.Sorted(maps.Keys(want)) {
		if got[k] != want[k] {
			t.Errorf("%s: got %q; want %q", k, got[k], want[k])
		}
	}
	if len(got) != len(want) {
		t.Errorf("got keys %v; want %v", slices.Sorted(maps.Keys(got)), slices.Sorted(maps.Keys(want)))
	}
	back, err := getClusterAuthenticationInfoFor(got)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := getConfigMapDataFor(back); !maps.Equal(again, got) {
		t.Errorf("read back and written again: got %v; want %v", again, got)
	}
}

// TestDataWithoutFrontProxy: no front-proxy CA, no requestheader key;
// UID headers only when there are some.
func TestDataWithoutFrontProxy(t *testing.T) {
	ca := upstreamData(t)[clientCAKey]
	got, _ := getConfigMapDataFor(ClusterAuthenticationInfo{ClientCA: []byte(ca), RequestHeaderUsernameHeaders: []string{"X"}})
	if want := map[string]string{clientCAKey: ca}; !maps.Equal(got, want) {
		t.Errorf("got %v; want %v", got, want)
	}
	info := kubeadmInfo(ca, ca)
	info.RequestHeaderUIDHeaders = []string{"X-Remote-Uid"}
	got, _ = getConfigMapDataFor(info)
	if got[uidHeadersKey] != `["X-Remote-Uid"]` {
		t.Errorf("%s: got %q; want %q", uidHeadersKey, got[uidHeadersKey], `["X-Remote-Uid"]`)
	}
}

// selfSigned is a PEM CA certificate valid until notAfter.
func selfSigned(t *testing.T, cn string, notAfter time.Time) string {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: cn},
		NotBefore: notAfter.Add(-24 * time.Hour), NotAfter: notAfter, IsCA: true, BasicConstraintsValid: true}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, key.Public(), key)
	if err != nil {
		t.Fatal(err)
	}
	return string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}))
}

// TestCombine: another server's CA and headers stay, ours are added once,
// an expired CA is dropped.
func TestCombine(t *testing.T) {
	theirs, ours := selfSigned(t, "theirs", time.Now().Add(time.Hour)), selfSigned(t, "ours", time.Now().Add(time.Hour))
	expired := selfSigned(t, "expired", time.Now().Add(-time.Hour))
	existing := ClusterAuthenticationInfo{ClientCA: []byte(expired + theirs + ours), RequestHeaderUsernameHeaders: []string{"X-Theirs", "X-Remote-User"}}
	got, err := combinedClusterAuthenticationInfo(existing, kubeadmInfo(ours, ours))
	if err != nil {
		t.Fatal(err)
	}
	if want := theirs + ours; string(got.ClientCA) != want {
		t.Errorf("client CA: got %q; want %q", got.ClientCA, want)
	}
	if want := []string{"X-Theirs", "X-Remote-User"}; !slices.Equal(got.RequestHeaderUsernameHeaders, want) {
		t.Errorf("username headers: got %v; want %v", got.RequestHeaderUsernameHeaders, want)
	}
	if _, err := combinedClusterAuthenticationInfo(ClusterAuthenticationInfo{ClientCA: []byte("-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n")}, existing); err == nil {
		t.Error("a bad certificate in the ConfigMap: no error")
	}
}

// TestController: the controller creates kube-system and the ConfigMap,
// writes it again when it is changed or deleted, and keeps another
// server's values.
// runController runs the controller publishing want's CAs over storages
// until the test ends.
func runController(t *testing.T, storages *informers.Storages, want map[string]string) {
	factory := informers.NewSharedInformerFactory(storages)
	c := NewClusterAuthenticationTrustController(kubeadmInfo(want[clientCAKey], want[requestHeaderCAKey]), factory, storages)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	t.Cleanup(func() { cancel(); <-done })
	factory.Start(ctx)
	go func() { defer close(done); c.Run(ctx) }()
}

func TestController(t *testing.T) {
	namespaces := informerstest.NewStorage(namespacesResource,
		func() runtime.Object { return &core.Namespace{} }, func() runtime.Object { return &core.NamespaceList{} })
	configMaps := informerstest.NewStorage(configMapsResource,
		func() runtime.Object { return &core.ConfigMap{} }, func() runtime.Object { return &core.ConfigMapList{} })
	storages := informers.NewStorages()
	storages.Add(namespacesResource, namespaces)
	storages.Add(configMapsResource, configMaps)
	want := upstreamData(t)
	runController(t, storages, want)

	published := func(want map[string]string) func() bool {
		return func() bool {
			obj, ok := configMaps.Object(configMapNamespace, configMapName)
			return ok && maps.Equal(obj.(*core.ConfigMap).Data, want)
		}
	}
	controllertest.Eventually(t, "published", published(want))
	if _, ok := namespaces.Object("", configMapNamespace); !ok {
		t.Error("kube-system was not created")
	}
	configMaps.Remove(configMapNamespace, configMapName)
	controllertest.Eventually(t, "published again after a delete", published(want))

	theirs := selfSigned(t, "theirs", time.Now().Add(time.Hour))
	changed := maps.Clone(want)
	changed[clientCAKey] = theirs
	changed[groupHeadersKey] = `["X-Theirs"]`
	configMaps.Put(&core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: configMapNamespace, Name: configMapName}, Data: changed})
	merged := maps.Clone(want)
	merged[clientCAKey] = theirs + want[clientCAKey]
	merged[groupHeadersKey] = `["X-Theirs","X-Remote-Group"]`
	controllertest.Eventually(t, "merged with another server's values", published(merged))
}

// racingStorage loses the first create to another API server starting at
// the same time: it stores theirs and answers AlreadyExists, as etcd
// answers the slower replica.
type racingStorage struct {
	*informerstest.Storage
	theirs *core.ConfigMap
	raced  atomic.Bool
}

func (s *racingStorage) Create(ctx context.Context, obj runtime.Object, validate rest.ValidateObjectFunc, opts *metav1.CreateOptions) (runtime.Object, error) {
	if !s.raced.Swap(true) {
		s.Put(s.theirs)
		return nil, apierrors.NewAlreadyExists(configMapsResource, configMapName)
	}
	return s.Storage.Create(ctx, obj, validate, opts)
}

// TestLostRaceIsQuiet starts the controller as the slower of two replicas:
// its create loses to the other's, it merges with what the other wrote on
// the informer's event, and it logs no error line on the way.
func TestLostRaceIsQuiet(t *testing.T) {
	var logged bytes.Buffer
	var mu sync.Mutex
	prev := klog.SetOutput(writerFunc(func(p []byte) (int, error) { mu.Lock(); defer mu.Unlock(); return logged.Write(p) }))
	t.Cleanup(func() { klog.SetOutput(prev) })

	want := upstreamData(t)
	theirs := maps.Clone(want)
	theirs[groupHeadersKey] = `["X-Theirs"]`
	configMaps := &racingStorage{
		Storage: informerstest.NewStorage(configMapsResource,
			func() runtime.Object { return &core.ConfigMap{} }, func() runtime.Object { return &core.ConfigMapList{} }),
		theirs: &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: configMapNamespace, Name: configMapName}, Data: theirs},
	}
	storages := informers.NewStorages()
	storages.Add(namespacesResource, informerstest.NewStorage(namespacesResource,
		func() runtime.Object { return &core.Namespace{} }, func() runtime.Object { return &core.NamespaceList{} }))
	storages.Add(configMapsResource, configMaps)
	runController(t, storages, want)

	merged := maps.Clone(want)
	merged[groupHeadersKey] = `["X-Theirs","X-Remote-Group"]`
	controllertest.Eventually(t, "merged with the winner's values", func() bool {
		obj, ok := configMaps.Object(configMapNamespace, configMapName)
		return ok && maps.Equal(obj.(*core.ConfigMap).Data, merged)
	})
	if !configMaps.raced.Load() {
		t.Fatal("the create never raced")
	}
	mu.Lock()
	defer mu.Unlock()
	for _, line := range strings.Split(logged.String(), "\n") {
		if strings.HasPrefix(line, "E") {
			t.Errorf("got error line %q; want a lost race logged quietly", line)
		}
	}
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }
