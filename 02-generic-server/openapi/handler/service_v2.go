package handler

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"
	"sync"

	restful "github.com/emicklei/go-restful/v3"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
)

// OpenAPIService serves /openapi/v2: the v2 document of every route, as
// JSON or, for kubectl's Accept, as gnostic protobuf, with an ETag so a
// client can revalidate with If-None-Match. The document is built on the
// first request and rebuilt when the routes change.
// Upstream: k8s.io/kube-openapi/pkg/handler.OpenAPIService.
type OpenAPIService struct {
	source  WebServiceSource
	builder *openapi.Builder
	extra   sources // added later: custom resources' routes (stage 04)
	// extraSpecs are whole documents merged in: remote APIServices' (stage 05)
	extraSpecs extraSpecs

	mu   sync.Mutex
	fp   string
	spec *servedSpec
}

// NewOpenAPIService returns the v2 service over the routes of source.
// Upstream: k8s.io/kube-openapi/pkg/handler.NewOpenAPIService.
func NewOpenAPIService(source WebServiceSource, builder *openapi.Builder) *OpenAPIService {
	return &OpenAPIService{source: source, builder: builder}
}

// current returns the served document, (re)building it if the routes
// changed. A failed rebuild keeps serving the last good document.
func (o *OpenAPIService) current() (*servedSpec, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	webServices := append(o.source.RegisteredWebServices(), o.extra.RegisteredWebServices()...)
	gen, extras := o.extraSpecs.snapshot()
	fp := fingerprint(webServices) + "/" + gen
	if o.spec != nil && fp == o.fp {
		return o.spec, nil
	}
	data, err := o.build(webServices, extras)
	if err != nil {
		if o.spec != nil {
			klog.ErrorS(err, "Rebuilding OpenAPI v2 failed; serving the previous document")
			return o.spec, nil
		}
		return nil, err
	}
	o.fp, o.spec = fp, newServedSpec(data, o.spec, ToProtoBinary)
	return o.spec, nil
}

// build makes the document of webServices and merges extras into it.
func (o *OpenAPIService) build(webServices []*restful.WebService, extras []namedSpec) ([]byte, error) {
	doc, err := o.builder.BuildV2(webServices)
	if err != nil {
		return nil, err
	}
	data, err := json.Marshal(doc)
	if err != nil || len(extras) == 0 {
		return data, err
	}
	merged, err := mergeV2(data, extras)
	if err != nil {
		klog.ErrorS(err, "Merging OpenAPI v2 documents; some were left out")
	}
	return merged, nil
}

// ServeHTTP answers GET /openapi/v2 in the first format the Accept header
// allows (406 if none): Content-Type, ETag and Vary: Accept set, and
// http.ServeContent handling If-None-Match (304), HEAD and ranges.
// Upstream: k8s.io/kube-openapi/pkg/handler.(*OpenAPIService).RegisterOpenAPIVersionedService.
func (o *OpenAPIService) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Add("Vary", "Accept")
	f, ok := negotiate(r, formatsV2)
	if !ok {
		w.WriteHeader(http.StatusNotAcceptable)
		return
	}
	spec, err := o.current()
	if err != nil {
		klog.ErrorS(err, "Building OpenAPI v2 failed")
		w.WriteHeader(http.StatusServiceUnavailable)
		return
	}
	data := spec.json
	if f.protobuf {
		if data, err = spec.protobuf(); err != nil {
			klog.ErrorS(err, "Encoding OpenAPI v2 as protobuf failed")
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
	}
	w.Header().Set("Content-Type", f.contentType)
	w.Header().Set("Etag", strconv.Quote(spec.etag))
	http.ServeContent(w, r, "/openapi/v2", spec.lastModified, bytes.NewReader(data))
}

// AddWebServiceSource adds the routes of src to the documents. A server
// further down the delegation chain uses it to publish routes that are
// not in this server's container: stage 04's custom resources.
// Upstream: k8s.io/kube-openapi/pkg/handler.(*OpenAPIService).UpdateSpecLazy and
// k8s.io/kube-openapi/pkg/handler3.(*OpenAPIService).UpdateGroupVersionLazy,
// which the aggregator calls with its delegates' merged specs.
func (o *OpenAPIService) AddWebServiceSource(src WebServiceSource) {
	o.extra.add(src)
}
