package clusterauthenticationtrust

import (
	"bytes"
	"context"
	"crypto/x509"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// Where the information is published.
// Upstream: clusterauthenticationtrust's configMapNamespace and configMapName.
const (
	configMapNamespace = "kube-system"
	configMapName      = "extension-apiserver-authentication"
)

// The keys of the ConfigMap. The lists are JSON arrays, the CAs PEM
// bundles; k8s.io/apiserver's DelegatingAuthenticationOptions read the
// same keys.
const (
	clientCAKey            = "client-ca-file"
	requestHeaderCAKey     = "requestheader-client-ca-file"
	allowedNamesKey        = "requestheader-allowed-names"
	usernameHeadersKey     = "requestheader-username-headers"
	uidHeadersKey          = "requestheader-uid-headers"
	groupHeadersKey        = "requestheader-group-headers"
	extraHeaderPrefixesKey = "requestheader-extra-headers-prefix"
)

var (
	configMapsResource = schema.GroupResource{Resource: "configmaps"}
	namespacesResource = schema.GroupResource{Resource: "namespaces"}
)

// ClusterAuthenticationInfo is what the controller publishes: the CAs as
// PEM bundles, the rest as this server's --requestheader-* flags say.
// Upstream: clusterauthenticationtrust.ClusterAuthenticationInfo, whose
// CAs are dynamiccertificates.CAContentProviders (files watched for
// changes) and whose lists are headerrequest.StringSliceProviders.
type ClusterAuthenticationInfo struct {
	// ClientCA verifies client certificates (--client-ca-file).
	ClientCA []byte

	RequestHeaderUsernameHeaders     []string
	RequestHeaderUIDHeaders          []string
	RequestHeaderGroupHeaders        []string
	RequestHeaderExtraHeaderPrefixes []string
	RequestHeaderAllowedNames        []string
	// RequestHeaderCA verifies the front proxy (--requestheader-client-ca-file);
	// without it no requestheader-* key is published.
	RequestHeaderCA []byte
}

// Controller keeps the ConfigMap holding at least its required
// information; see the package doc.
// Upstream: clusterauthenticationtrust.Controller.
type Controller struct {
	required   ClusterAuthenticationInfo
	configMaps *cache.Informer
	storages   *informers.Storages
	queue      *workqueue.RateLimitingQueue[string]
	// resync is how often the ConfigMap is checked without an event.
	resync time.Duration
}

// NewClusterAuthenticationTrustController returns the controller that
// publishes required, reading the informer of kube-system's ConfigMaps
// (as upstream's: no copy of the other namespaces' ConfigMaps) and
// writing through the storages.
// Upstream: clusterauthenticationtrust.NewClusterAuthenticationTrustController.
func NewClusterAuthenticationTrustController(required ClusterAuthenticationInfo, f *informers.SharedInformerFactory, storages *informers.Storages) *Controller {
	c := &Controller{
		required:   required,
		configMaps: f.ForFilteredResource(configMapsResource, configMapNamespace, ""),
		storages:   storages,
		queue:      workqueue.NewRateLimitingQueue(workqueue.DefaultControllerRateLimiter[string]()),
		resync:     time.Minute,
	}
	c.configMaps.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    c.configMapChanged,
		UpdateFunc: func(_, obj runtime.Object) { c.configMapChanged(obj) },
		DeleteFunc: c.configMapChanged,
	})
	return c
}

// key is the one key the queue ever holds.
func key() string { return configMapNamespace + "/" + configMapName }

// configMapChanged queues the key when the event is about our ConfigMap.
func (c *Controller) configMapChanged(obj runtime.Object) {
	if cm, ok := obj.(*core.ConfigMap); ok && cm.Namespace == configMapNamespace && cm.Name == configMapName {
		c.queue.Add(key())
	}
}

// Run syncs the ConfigMap now, on every change and every resync period
// until ctx is done; it blocks.
// Upstream: (*Controller).Run.
func (c *Controller) Run(ctx context.Context) {
	c.queue.Add(key())
	go func() {
		tick := time.NewTicker(c.resync)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				c.queue.Add(key())
			}
		}
	}()
	workqueue.RunWorkers(ctx, "cluster_authentication_trust_controller", c.queue, 1,
		func(ctx context.Context, _ string) error { return c.syncConfigMap(ctx) },
		func(ctx context.Context) bool { return cache.WaitForCacheSync(ctx, c.configMaps) })
}

// syncConfigMap merges what the ConfigMap holds with the required
// information and writes the result when it differs.
// Upstream: (*Controller).syncConfigMap.
func (c *Controller) syncConfigMap(ctx context.Context) error {
	var existing *core.ConfigMap
	if obj, ok := c.configMaps.Get(key()); ok {
		if existing, ok = obj.(*core.ConfigMap); !ok {
			return fmt.Errorf("configmaps informer holds %T", obj)
		}
	}
	var existingData map[string]string
	if existing != nil {
		existingData = existing.Data
	}
	existingInfo, err := getClusterAuthenticationInfoFor(existingData)
	if err != nil {
		return err
	}
	combined, err := combinedClusterAuthenticationInfo(existingInfo, c.required)
	if err != nil {
		return err
	}
	data, err := getConfigMapDataFor(combined)
	if err != nil {
		return err
	}
	if existing != nil && maps.Equal(existing.Data, data) {
		return nil
	}
	if err := c.createNamespaceIfNeeded(ctx); err != nil {
		return err
	}
	err = c.writeConfigMap(ctx, existing, data)
	if apierrors.IsAlreadyExists(err) || apierrors.IsConflict(err) {
		// Another API server (a replica starting beside this one) wrote the
		// ConfigMap first. Its write reaches the informer, whose event
		// queues the key again: the next sync merges with what it wrote. A
		// race lost at start is not an error worth an error line (upstream
		// logs it through HandleError; issue 34 asks for quiet starts).
		klog.V(2).Infof("cluster_authentication_trust_controller: %v; syncing again on the informer's event", err)
		return nil
	}
	return err
}

// createNamespaceIfNeeded creates kube-system if it is missing (the
// master's bootstrap hook makes it too, but the two hooks run at once).
// Upstream: clusterauthenticationtrust.createNamespaceIfNeeded.
func (c *Controller) createNamespaceIfNeeded(ctx context.Context) error {
	if _, err := informers.Get[*core.Namespace](ctx, c.storages, namespacesResource, "", configMapNamespace); err == nil {
		return nil
	}
	_, err := informers.Create(ctx, c.storages, namespacesResource, &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: configMapNamespace}})
	if apierrors.IsAlreadyExists(err) {
		return nil
	}
	return err
}

// writeConfigMap updates the ConfigMap, or creates it when there is
// none. A conflict or an AlreadyExists (the informer is behind) is an
// error: the queue retries with the newer copy.
// Upstream: clusterauthenticationtrust.writeConfigMap, which updates
// without a resourceVersion and falls back to create on NotFound.
func (c *Controller) writeConfigMap(ctx context.Context, existing *core.ConfigMap, data map[string]string) error {
	if existing == nil {
		_, err := informers.Create(ctx, c.storages, configMapsResource, &core.ConfigMap{
			ObjectMeta: metav1.ObjectMeta{Namespace: configMapNamespace, Name: configMapName}, Data: data})
		return err
	}
	cm := existing.DeepCopy()
	cm.Data = data
	_, err := informers.Update(ctx, c.storages, configMapsResource, cm)
	return err
}

// combinedClusterAuthenticationInfo is the union of lhs and rhs: each
// list without duplicates (lhs's values first), each CA bundle without
// duplicate or expired certificates.
// Upstream: clusterauthenticationtrust.combinedClusterAuthenticationInfo.
func combinedClusterAuthenticationInfo(lhs, rhs ClusterAuthenticationInfo) (ClusterAuthenticationInfo, error) {
	ret := ClusterAuthenticationInfo{
		RequestHeaderUsernameHeaders:     combineUniqueStringSlices(lhs.RequestHeaderUsernameHeaders, rhs.RequestHeaderUsernameHeaders),
		RequestHeaderUIDHeaders:          combineUniqueStringSlices(lhs.RequestHeaderUIDHeaders, rhs.RequestHeaderUIDHeaders),
		RequestHeaderGroupHeaders:        combineUniqueStringSlices(lhs.RequestHeaderGroupHeaders, rhs.RequestHeaderGroupHeaders),
		RequestHeaderExtraHeaderPrefixes: combineUniqueStringSlices(lhs.RequestHeaderExtraHeaderPrefixes, rhs.RequestHeaderExtraHeaderPrefixes),
		RequestHeaderAllowedNames:        combineUniqueStringSlices(lhs.RequestHeaderAllowedNames, rhs.RequestHeaderAllowedNames),
	}
	var err error
	if ret.ClientCA, err = combineCertLists(lhs.ClientCA, rhs.ClientCA); err != nil {
		return ClusterAuthenticationInfo{}, fmt.Errorf("%s: %w", clientCAKey, err)
	}
	if ret.RequestHeaderCA, err = combineCertLists(lhs.RequestHeaderCA, rhs.RequestHeaderCA); err != nil {
		return ClusterAuthenticationInfo{}, fmt.Errorf("%s: %w", requestHeaderCAKey, err)
	}
	return ret, nil
}

// getConfigMapDataFor is the ConfigMap's data for info: client-ca-file
// when there is a client CA; the requestheader-* keys when there is a
// front-proxy CA (requestheader-uid-headers only when non-empty, as
// upstream with its RemoteRequestHeaderUID gate on, the default since v1.33).
// Upstream: clusterauthenticationtrust.getConfigMapDataFor.
func getConfigMapDataFor(info ClusterAuthenticationInfo) (map[string]string, error) {
	data := map[string]string{}
	if len(info.ClientCA) > 0 {
		data[clientCAKey] = string(info.ClientCA)
	}
	if len(info.RequestHeaderCA) == 0 {
		return data, nil
	}
	data[requestHeaderCAKey] = string(info.RequestHeaderCA)
	lists := map[string][]string{
		usernameHeadersKey:     info.RequestHeaderUsernameHeaders,
		groupHeadersKey:        info.RequestHeaderGroupHeaders,
		extraHeaderPrefixesKey: info.RequestHeaderExtraHeaderPrefixes,
		allowedNamesKey:        info.RequestHeaderAllowedNames,
	}
	if len(info.RequestHeaderUIDHeaders) > 0 {
		lists[uidHeadersKey] = info.RequestHeaderUIDHeaders
	}
	for k, list := range lists {
		if list == nil {
			list = []string{} // "[]", never "null"
		}
		b, err := json.Marshal(list)
		if err != nil {
			return nil, err
		}
		data[k] = string(b)
	}
	return data, nil
}

// getClusterAuthenticationInfoFor reads the information back from a
// ConfigMap's data; a key that is missing is empty.
// Upstream: clusterauthenticationtrust.getClusterAuthenticationInfoFor.
func getClusterAuthenticationInfoFor(data map[string]string) (ClusterAuthenticationInfo, error) {
	info := ClusterAuthenticationInfo{ClientCA: []byte(data[clientCAKey]), RequestHeaderCA: []byte(data[requestHeaderCAKey])}
	for k, list := range map[string]*[]string{
		usernameHeadersKey:     &info.RequestHeaderUsernameHeaders,
		uidHeadersKey:          &info.RequestHeaderUIDHeaders,
		groupHeadersKey:        &info.RequestHeaderGroupHeaders,
		extraHeaderPrefixesKey: &info.RequestHeaderExtraHeaderPrefixes,
		allowedNamesKey:        &info.RequestHeaderAllowedNames,
	} {
		if data[k] == "" {
			continue
		}
		if err := json.Unmarshal([]byte(data[k]), list); err != nil {
			return ClusterAuthenticationInfo{}, fmt.Errorf("%s: %w", k, err)
		}
	}
	return info, nil
}

// combineUniqueStringSlices is lhs then rhs, each value once.
// Upstream: clusterauthenticationtrust.combineUniqueStringSlices.
func combineUniqueStringSlices(lhs, rhs []string) []string {
	ret := []string{}
	for _, s := range append(slices.Clone(lhs), rhs...) {
		if !slices.Contains(ret, s) {
			ret = append(ret, s)
		}
	}
	return ret
}

// combineCertLists is the certificates of both PEM bundles, lhs's first,
// each once, without those expired more than five minutes ago; nil when
// none is left.
// Upstream: clusterauthenticationtrust.combineCertLists and filterExpiredCerts.
func combineCertLists(lhs, rhs []byte) ([]byte, error) {
	var certs []*x509.Certificate
	for _, bundle := range [][]byte{lhs, rhs} {
		parsed, err := parseCertsPEM(bundle)
		if err != nil {
			return nil, err
		}
		certs = append(certs, parsed...)
	}
	cutoff := time.Now().Add(-5 * time.Minute)
	var out bytes.Buffer
	var seen [][]byte
	for _, cert := range certs {
		if !cert.NotAfter.After(cutoff) || slices.ContainsFunc(seen, func(raw []byte) bool { return bytes.Equal(raw, cert.Raw) }) {
			continue
		}
		seen = append(seen, cert.Raw)
		if err := pem.Encode(&out, &pem.Block{Type: "CERTIFICATE", Bytes: cert.Raw}); err != nil {
			return nil, err
		}
	}
	if out.Len() == 0 {
		return nil, nil
	}
	return out.Bytes(), nil
}

// parseCertsPEM parses every CERTIFICATE block of a PEM bundle.
// Upstream: k8s.io/client-go/util/cert.ParseCertsPEM.
func parseCertsPEM(bundle []byte) ([]*x509.Certificate, error) {
	var certs []*x509.Certificate
	for {
		var block *pem.Block
		block, bundle = pem.Decode(bundle)
		if block == nil {
			return certs, nil
		}
		if block.Type != "CERTIFICATE" {
			continue
		}
		cert, err := x509.ParseCertificate(block.Bytes)
		if err != nil {
			return nil, err
		}
		certs = append(certs, cert)
	}
}
