package routes

import (
	"encoding/json"
	"net/http"
	"sort"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server/mux"
)

// ListedPathProvider is anything that can list the paths it serves.
// Upstream: k8s.io/apiserver/pkg/server/routes.ListedPathProvider.
type ListedPathProvider interface {
	// ListedPaths returns the paths this server lists at /.
	ListedPaths() []string
}

// ListedPathProviders joins several providers: a server and its delegates.
// Upstream: k8s.io/apiserver/pkg/server/routes.ListedPathProviders.
type ListedPathProviders []ListedPathProvider

// ListedPaths returns the sorted union of all providers' paths.
// Upstream: k8s.io/apiserver/pkg/server/routes.ListedPathProviders.ListedPaths.
func (p ListedPathProviders) ListedPaths() []string {
	seen := map[string]bool{}
	ret := []string{}
	for _, provider := range p {
		for _, path := range provider.ListedPaths() {
			if !seen[path] {
				seen[path] = true
				ret = append(ret, path)
			}
		}
	}
	sort.Strings(ret)
	return ret
}

// Index serves the list of paths at / and /index.html.
// Upstream: k8s.io/apiserver/pkg/server/routes.Index.
type Index struct{}

// Install adds the index handler to the mux without listing / itself.
// Upstream: k8s.io/apiserver/pkg/server/routes.Index.Install.
func (i Index) Install(pathProvider ListedPathProvider, mux *mux.PathRecorderMux) {
	handler := IndexLister{StatusCode: http.StatusOK, PathProvider: pathProvider}
	mux.UnlistedHandle("/", handler)
	mux.UnlistedHandle("/index.html", handler)
}

// IndexLister answers with {"paths": [...]} and StatusCode. With 404 it is
// the not-found answer of a server that has nobody to delegate to.
// Upstream: k8s.io/apiserver/pkg/server/routes.IndexLister.
type IndexLister struct {
	StatusCode   int
	PathProvider ListedPathProvider
}

// ServeHTTP writes the index.
// Upstream: k8s.io/apiserver/pkg/server/routes.IndexLister.ServeHTTP.
func (i IndexLister) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	writeRawJSON(i.StatusCode, metav1.RootPaths{Paths: i.PathProvider.ListedPaths()}, w)
}

// writeRawJSON writes object as indented JSON with the given status code.
// The index and /version are not API objects (no kind, no apiVersion), so
// they skip content negotiation, as they do upstream.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.WriteRawJSON.
func writeRawJSON(statusCode int, object any, w http.ResponseWriter) {
	output, err := json.MarshalIndent(object, "", "  ")
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(statusCode)
	_, _ = w.Write(output)
}
