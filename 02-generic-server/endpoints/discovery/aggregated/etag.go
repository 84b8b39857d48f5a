package aggregated

import (
	"crypto/sha512"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
)

// ServeHTTPWithETag writes object with an ETag of hash, Vary: Accept and
// Cache-Control: public, or only 304 Not Modified when the request's
// If-None-Match already holds that ETag. The hash is of the JSON form
// whatever the media type: Vary: Accept keeps caches from mixing them.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.ServeHTTPWithETag.
func ServeHTTPWithETag(object runtime.Object, hash string, targetGV schema.GroupVersion, serializer runtime.NegotiatedSerializer, w http.ResponseWriter, req *http.Request) {
	quotedHash := strconv.Quote(hash) // an ETag is a quoted string
	w.Header().Set("ETag", quotedHash)
	w.Header().Set("Vary", "Accept")
	w.Header().Set("Cache-Control", "public")
	if req.Header.Get("If-None-Match") == quotedHash {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	responsewriters.WriteObjectNegotiated(serializer, DiscoveryEndpointRestrictions, targetGV,
		w, req, http.StatusOK, object, true)
}

// calculateETag is the upper-case hex SHA-512 of the JSON of resources.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.calculateETag.
func calculateETag(resources interface{}) (string, error) {
	serialized, err := json.Marshal(resources)
	if err != nil {
		return "", fmt.Errorf("marshal discovery document: %w", err)
	}
	return fmt.Sprintf("%X", sha512.Sum512(serialized)), nil
}
