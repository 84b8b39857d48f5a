package handler

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"sync"
)

// extraSpecs holds documents handed in whole instead of built from
// routes: the OpenAPI of the API servers an aggregator proxies to (stage
// 05). Each has a name its caller picks (an APIService name for v2, a
// document key such as "apis/wardle.example.com/v1alpha1" for v3); gen
// counts the changes, so a service knows to rebuild.
type extraSpecs struct {
	mu   sync.Mutex
	gen  uint64
	docs map[string][]byte
}

// namedSpec is one extra document.
type namedSpec struct {
	name string
	data []byte
}

// set stores data under name; storing the same bytes again changes nothing.
func (e *extraSpecs) set(name string, data []byte) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if old, ok := e.docs[name]; ok && bytes.Equal(old, data) {
		return
	}
	if e.docs == nil {
		e.docs = map[string][]byte{}
	}
	e.docs[name] = data
	e.gen++
}

// delete drops the document of name, if there is one.
func (e *extraSpecs) delete(name string) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if _, ok := e.docs[name]; ok {
		delete(e.docs, name)
		e.gen++
	}
}

// snapshot returns the generation and the documents sorted by name, so
// that merges are deterministic (the same inputs give the same bytes,
// hence the same ETag).
func (e *extraSpecs) snapshot() (string, []namedSpec) {
	e.mu.Lock()
	defer e.mu.Unlock()
	out := make([]namedSpec, 0, len(e.docs))
	for name, data := range e.docs {
		out = append(out, namedSpec{name, data})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return strconv.FormatUint(e.gen, 10), out
}

// v2Document is the part of a v2 document a merge reads: what paths,
// definitions and shared parameters it has, each kept as raw JSON. The
// field order is that of openapi.Swagger, so a merged document reads like
// a built one.
type v2Document struct {
	Swagger     string                     `json:"swagger"`
	Info        json.RawMessage            `json:"info,omitempty"`
	Paths       map[string]json.RawMessage `json:"paths"`
	Definitions map[string]json.RawMessage `json:"definitions"`
	Parameters  map[string]json.RawMessage `json:"parameters,omitempty"`
}

// parseV2 checks that data is a v2 document gnostic can read (the
// protobuf form is made from the merged document; one bad part would
// break it for every client) and returns its mergeable parts.
func parseV2(data []byte) (*v2Document, error) {
	var doc v2Document
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("not an OpenAPI v2 document: %w", err)
	}
	if doc.Swagger != "2.0" {
		return nil, fmt.Errorf("not an OpenAPI v2 document: swagger is %q, want \"2.0\"", doc.Swagger)
	}
	if _, err := ToProtoBinary(data); err != nil {
		return nil, fmt.Errorf("not an OpenAPI v2 document: %w", err)
	}
	return &doc, nil
}

// parseV3 checks that data is a v3 document gnostic can read.
func parseV3(data []byte) error {
	var doc struct {
		OpenAPI string          `json:"openapi"`
		Paths   json.RawMessage `json:"paths"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		return fmt.Errorf("not an OpenAPI v3 document: %w", err)
	}
	if len(doc.OpenAPI) < 2 || doc.OpenAPI[:2] != "3." {
		return fmt.Errorf("not an OpenAPI v3 document: openapi is %q, want 3.x", doc.OpenAPI)
	}
	if _, err := ToV3ProtoBinary(data); err != nil {
		return fmt.Errorf("not an OpenAPI v3 document: %w", err)
	}
	return nil
}

// mergeV2 adds the paths, definitions and shared parameters of extras,
// in order, to the document local. On a name clash the first one wins:
// ours before any extra, then extras by name. Two APIServices of one
// backend (v1alpha1 and v1beta1 of a group) bring the same document
// twice; its paths are taken once.
// Upstream: k8s.io/kube-openapi/pkg/aggregator.MergeSpecsIgnorePathConflictRenamingDefinitionsAndParameters,
// called by k8s.io/kube-aggregator/pkg/controllers/openapi/aggregator.
// Upstream also skips a clashing path, but a clashing definition or
// parameter whose content differs is renamed (Name_v2, Name_v3 ...) and
// every $ref to it in the incoming document rewritten, so each server
// keeps its own schema; we keep ours and drop theirs, so a remote path
// that refers to, say, an older ObjectMeta is described by ours.
func mergeV2(local []byte, extras []namedSpec) ([]byte, error) {
	var merged v2Document
	if err := json.Unmarshal(local, &merged); err != nil {
		return nil, err
	}
	var errs []error
	for _, extra := range extras {
		var doc v2Document
		if err := json.Unmarshal(extra.data, &doc); err != nil { // UpdateExtraSpec checked it
			errs = append(errs, fmt.Errorf("%s: %w", extra.name, err))
			continue
		}
		merged.Paths = addMissing(merged.Paths, doc.Paths)
		merged.Definitions = addMissing(merged.Definitions, doc.Definitions)
		merged.Parameters = addMissing(merged.Parameters, doc.Parameters)
	}
	data, err := json.Marshal(merged)
	return data, errors.Join(append(errs, err)...)
}

// addMissing copies the entries of from whose names dst lacks.
func addMissing(dst, from map[string]json.RawMessage) map[string]json.RawMessage {
	for name, v := range from {
		if dst == nil {
			dst = map[string]json.RawMessage{}
		}
		if _, clash := dst[name]; !clash {
			dst[name] = v
		}
	}
	return dst
}

// UpdateExtraSpec merges the v2 document data (JSON) into /openapi/v2,
// replacing the one given earlier under name. The aggregator calls it
// with each remote APIService's /openapi/v2. data must be a v2 document
// gnostic reads; otherwise nothing changes and the error says why. On a
// name clash (path, definition, shared parameter) the served document
// keeps the entry it had: see mergeV2.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapi/aggregator.(*specAggregator).UpdateAPIServiceSpec,
// which merges and then calls k8s.io/kube-openapi/pkg/handler.(*OpenAPIService).UpdateSpecLazy.
func (o *OpenAPIService) UpdateExtraSpec(name string, data []byte) error {
	if _, err := parseV2(data); err != nil {
		return err
	}
	o.extraSpecs.set(name, bytes.Clone(data))
	return nil
}

// DeleteExtraSpec takes the document given under name out of /openapi/v2.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapi/aggregator.(*specAggregator).RemoveAPIService.
func (o *OpenAPIService) DeleteExtraSpec(name string) {
	o.extraSpecs.delete(name)
}

// UpdateGroupVersion serves the v3 document data (JSON) as-is under key
// (apis/<group>/<version>, or api/v1): the index lists it with its own
// hash, and it is served as JSON or protobuf like the built ones. A key
// that our routes build a document for keeps ours. data must be a v3
// document gnostic reads; otherwise nothing changes and the error says why.
// Upstream: k8s.io/kube-openapi/pkg/handler3.(*OpenAPIService).UpdateGroupVersion;
// the aggregator itself proxies each request for a remote document to
// its server instead (k8s.io/kube-aggregator/pkg/controllers/openapiv3/aggregator.(*specProxier).handleGroupVersion).
func (o *OpenAPIV3Service) UpdateGroupVersion(key string, data []byte) error {
	if err := parseV3(data); err != nil {
		return err
	}
	o.extraSpecs.set(key, bytes.Clone(data))
	return nil
}

// DeleteGroupVersion takes the document given under key out of the index.
// Upstream: k8s.io/kube-openapi/pkg/handler3.(*OpenAPIService).DeleteGroupVersion.
func (o *OpenAPIV3Service) DeleteGroupVersion(key string) {
	o.extraSpecs.delete(key)
}
