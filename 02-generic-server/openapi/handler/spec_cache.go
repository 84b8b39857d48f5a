package handler

import (
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"fmt"
	"sync"
	"time"

	restful "github.com/emicklei/go-restful/v3"

	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
)

// WebServiceSource is where the documents' routes come from: the
// server's go-restful container (*restful.Container has this method).
// Upstream: k8s.io/kube-openapi/pkg/common.RouteContainer's source, c.RegisteredWebServices().
type WebServiceSource interface {
	RegisteredWebServices() []*restful.WebService
}

// servedSpec is one serialized document as served: its JSON, the ETag
// (the hash of the JSON), when it last changed, and its protobuf form,
// made on the first request that asks for it.
// Upstream: k8s.io/kube-openapi/pkg/handler.OpenAPIService's caches (jsonCache, protoCache, etagCache).
type servedSpec struct {
	json         []byte
	etag         string
	lastModified time.Time

	toProto func([]byte) ([]byte, error)
	pbOnce  sync.Once
	pb      []byte
	pbErr   error
}

// newServedSpec wraps a document's JSON. If the previous version had the
// same bytes, its Last-Modified time is kept.
func newServedSpec(json []byte, previous *servedSpec, toProto func([]byte) ([]byte, error)) *servedSpec {
	s := &servedSpec{json: json, etag: computeETag(json), lastModified: time.Now(), toProto: toProto}
	if previous != nil && previous.etag == s.etag {
		s.lastModified = previous.lastModified
	}
	return s
}

// protobuf returns the document in gnostic's protobuf form.
func (s *servedSpec) protobuf() ([]byte, error) {
	s.pbOnce.Do(func() { s.pb, s.pbErr = s.toProto(s.json) })
	return s.pb, s.pbErr
}

// computeETag is the uppercase hex SHA-512 of the data, as upstream's
// ETags and ?hash= values are.
// Upstream: k8s.io/kube-openapi/pkg/handler.computeETag.
func computeETag(data []byte) string {
	return fmt.Sprintf("%X", sha512.Sum512(data))
}

// fingerprint identifies the routes of a set of web services, so that a
// document is rebuilt when a group is installed after the handler (CRDs
// later, or an integrator installing groups after the OpenAPI routes).
// Upstream rebuilds at PrepareRun and on explicit updates
// (OpenAPIService.UpdateSpec, UpdateGroupVersion) instead.
func fingerprint(webServices []*restful.WebService) string {
	h := sha256.New()
	for _, ws := range webServices {
		fmt.Fprintln(h, ws.RootPath())
		for _, r := range ws.Routes() {
			fmt.Fprintln(h, r.Method, r.Path, r.Operation)
			// a custom resource's schema can change under the same routes
			if m, ok := r.ReadSample.(*openapi.Model); ok {
				fmt.Fprintln(h, m.Name, m.Fingerprint)
			}
			if m, ok := r.WriteSample.(*openapi.Model); ok {
				fmt.Fprintln(h, m.Name, m.Fingerprint)
			}
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// sources is a set of WebServiceSources read as one.
type sources struct {
	mu   sync.Mutex
	list []WebServiceSource
}

func (s *sources) add(src WebServiceSource) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.list = append(s.list, src)
}

// RegisteredWebServices concatenates the sources' web services.
func (s *sources) RegisteredWebServices() []*restful.WebService {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []*restful.WebService
	for _, src := range s.list {
		out = append(out, src.RegisteredWebServices()...)
	}
	return out
}
