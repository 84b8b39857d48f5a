package handler

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
)

// OpenAPIV3Service serves /openapi/v3, the index of the group-version
// documents, and /openapi/v3/<path>, one document each. The index gives
// every document's URL with ?hash=<its ETag>: a client (kubectl caches
// them on disk) fetches a document again only when its hash changed, and
// a URL with the current hash may be cached forever.
// Upstream: k8s.io/kube-openapi/pkg/handler3.OpenAPIService.
type OpenAPIV3Service struct {
	source  WebServiceSource
	builder *openapi.Builder
	extra   sources // added later: custom resources' routes (stage 04)
	// extraSpecs are whole documents served as-is: remote APIServices' (stage 05)
	extraSpecs extraSpecs

	mu     sync.Mutex
	fp     string
	groups map[string]*servedSpec // by document key: "apis/apps/v1"
	index  *servedSpec
}

// OpenAPIV3Discovery is the index document: every document key with its
// URL. Upstream: k8s.io/kube-openapi/pkg/handler3.OpenAPIV3Discovery.
type OpenAPIV3Discovery struct {
	Paths map[string]OpenAPIV3DiscoveryGroupVersion `json:"paths"`
}

// OpenAPIV3DiscoveryGroupVersion is one entry of the index.
// Upstream: k8s.io/kube-openapi/pkg/handler3.OpenAPIV3DiscoveryGroupVersion.
type OpenAPIV3DiscoveryGroupVersion struct {
	// ServerRelativeURL is /openapi/v3/<key>?hash=<ETag of the document>.
	ServerRelativeURL string `json:"serverRelativeURL"`
}

// NewOpenAPIV3Service returns the v3 service over the routes of source.
// Upstream: k8s.io/kube-openapi/pkg/handler3.NewOpenAPIService.
func NewOpenAPIV3Service(source WebServiceSource, builder *openapi.Builder) *OpenAPIV3Service {
	return &OpenAPIV3Service{source: source, builder: builder}
}

// current returns the index and the documents, rebuilt if the routes
// changed; a failed rebuild keeps the last good ones.
func (o *OpenAPIV3Service) current() (*servedSpec, map[string]*servedSpec, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	webServices := append(o.source.RegisteredWebServices(), o.extra.RegisteredWebServices()...)
	gen, extras := o.extraSpecs.snapshot()
	fp := fingerprint(webServices) + "/" + gen
	if o.index != nil && fp == o.fp {
		return o.index, o.groups, nil
	}
	docs, err := o.builder.BuildV3(webServices)
	if err == nil {
		err = o.update(docs, extras)
	}
	if err != nil {
		if o.index != nil {
			klog.ErrorS(err, "Rebuilding OpenAPI v3 failed; serving the previous documents")
			return o.index, o.groups, nil
		}
		return nil, nil, err
	}
	o.fp = fp
	return o.index, o.groups, nil
}

// update serializes the documents, adds the extra ones under keys the
// routes left free, and builds the index that points at them all.
// Upstream: k8s.io/kube-openapi/pkg/handler3.(*OpenAPIService).UpdateGroupVersion and buildDiscoveryCacheLocked.
func (o *OpenAPIV3Service) update(docs map[string]*openapi.OpenAPIV3, extras []namedSpec) error {
	groups := map[string]*servedSpec{}
	for key, doc := range docs {
		data, err := json.Marshal(doc)
		if err != nil {
			return err
		}
		groups[key] = newServedSpec(data, o.groups[key], ToV3ProtoBinary)
	}
	for _, extra := range extras {
		if _, clash := groups[extra.name]; clash {
			klog.InfoS("OpenAPI v3 document built from our routes; the extra one is not served", "key", extra.name)
			continue
		}
		groups[extra.name] = newServedSpec(extra.data, o.groups[extra.name], ToV3ProtoBinary)
	}
	discovery := OpenAPIV3Discovery{Paths: map[string]OpenAPIV3DiscoveryGroupVersion{}}
	for key, spec := range groups {
		discovery.Paths[key] = OpenAPIV3DiscoveryGroupVersion{ServerRelativeURL: serverRelativeURL(key, spec.etag)}
	}
	index, err := json.Marshal(discovery)
	if err != nil {
		return err
	}
	o.groups, o.index = groups, newServedSpec(index, o.index, nil)
	return nil
}

// serverRelativeURL is /openapi/v3/<key>?hash=<etag>.
// Upstream: k8s.io/kube-openapi/pkg/handler3.constructServerRelativeURL.
func serverRelativeURL(key, etag string) string {
	u := url.URL{Path: path.Join("/openapi/v3", key), RawQuery: url.Values{"hash": {etag}}.Encode()}
	return u.String()
}

// HandleDiscovery serves the index as JSON with an ETag. (A full
// kube-apiserver answers /openapi/v3 from its aggregator, which merges the
// indexes of the server chain and sends no ETag; a generic server answers
// as here.)
// Upstream: k8s.io/kube-openapi/pkg/handler3.(*OpenAPIService).HandleDiscovery.
func (o *OpenAPIV3Service) HandleDiscovery(w http.ResponseWriter, r *http.Request) {
	index, _, err := o.current()
	if err != nil {
		klog.ErrorS(err, "Building OpenAPI v3 failed")
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	w.Header().Set("Etag", strconv.Quote(index.etag))
	w.Header().Set("Content-Type", "application/json")
	http.ServeContent(w, r, "/openapi/v3", index.lastModified, bytes.NewReader(index.json))
}

// HandleGroupVersion serves one document. With ?hash= equal to the
// document's ETag the answer may be cached forever (Cache-Control:
// public, immutable; Expires in a year); with a stale hash it redirects
// (301) to the current URL, so a client holding an old index still ends
// up at the current document. An unknown document is a 404.
// Upstream: k8s.io/kube-openapi/pkg/handler3.(*OpenAPIService).HandleGroupVersion.
func (o *OpenAPIV3Service) HandleGroupVersion(w http.ResponseWriter, r *http.Request) {
	w.Header().Add("Vary", "Accept")
	key := strings.TrimPrefix(r.URL.Path, "/openapi/v3/")
	f, ok := negotiate(r, formatsV3)
	if !ok {
		w.WriteHeader(http.StatusNotAcceptable)
		return
	}
	_, groups, err := o.current()
	if err != nil {
		klog.ErrorS(err, "Building OpenAPI v3 failed")
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	spec, found := groups[key]
	if !found {
		http.NotFound(w, r)
		return
	}
	if hash := r.URL.Query().Get("hash"); hash != "" && hash != spec.etag {
		http.Redirect(w, r, serverRelativeURL(key, spec.etag), http.StatusMovedPermanently)
		return
	} else if hash != "" {
		w.Header().Set("Cache-Control", "public, immutable")
		w.Header().Set("Expires", time.Now().UTC().AddDate(1, 0, 0).Format(time.RFC1123))
	}
	o.serve(w, r, f, spec)
}

// serve writes a document in format f.
func (o *OpenAPIV3Service) serve(w http.ResponseWriter, r *http.Request, f format, spec *servedSpec) {
	data := spec.json
	if f.protobuf {
		var err error
		if data, err = spec.protobuf(); err != nil {
			klog.ErrorS(err, "Encoding OpenAPI v3 as protobuf failed")
			w.WriteHeader(http.StatusInternalServerError)
			return
		}
	}
	w.Header().Set("Content-Type", f.contentType)
	w.Header().Set("Etag", strconv.Quote(spec.etag))
	http.ServeContent(w, r, "", spec.lastModified, bytes.NewReader(data))
}

// AddWebServiceSource adds the routes of src to the documents. A server
// further down the delegation chain uses it to publish routes that are
// not in this server's container: stage 04's custom resources.
// Upstream: k8s.io/kube-openapi/pkg/handler.(*OpenAPIService).UpdateSpecLazy and
// k8s.io/kube-openapi/pkg/handler3.(*OpenAPIService).UpdateGroupVersionLazy,
// which the aggregator calls with its delegates' merged specs.
func (o *OpenAPIV3Service) AddWebServiceSource(src WebServiceSource) {
	o.extra.add(src)
}
