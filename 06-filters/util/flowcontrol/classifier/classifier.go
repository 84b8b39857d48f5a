package classifier

import (
	"crypto/sha256"
	"encoding/binary"
	"slices"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
)

// RequestDigest is what classification looks at: the parsed request and
// the authenticated user.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.RequestDigest.
type RequestDigest struct {
	RequestInfo *genericrequest.RequestInfo
	User        user.Info
}

// Classify returns the FlowSchema that matches digest with the lowest
// matchingPrecedence, ties broken by name, and true; or nil and false
// when none matches. schemas is not modified.
// Upstream: the loop over cfgCtlr.flowSchemas in
// k8s.io/apiserver/pkg/util/flowcontrol.(*configController).startRequest,
// which runs over schemas sorted by apihelpers.FlowSchemaSequence.
func Classify(digest RequestDigest, schemas []*flowcontrol.FlowSchema) (*flowcontrol.FlowSchema, bool) {
	for _, fs := range SortFlowSchemas(schemas) {
		if MatchesFlowSchema(digest, fs) {
			return fs, true
		}
	}
	return nil, false
}

// SortFlowSchemas returns a sorted copy of schemas: by matchingPrecedence,
// then by name.
// Upstream: k8s.io/apiserver/pkg/util/apihelpers.FlowSchemaSequence.Less.
func SortFlowSchemas(schemas []*flowcontrol.FlowSchema) []*flowcontrol.FlowSchema {
	sorted := slices.Clone(schemas)
	slices.SortStableFunc(sorted, func(a, b *flowcontrol.FlowSchema) int {
		if a.Spec.MatchingPrecedence != b.Spec.MatchingPrecedence {
			return int(a.Spec.MatchingPrecedence) - int(b.Spec.MatchingPrecedence)
		}
		return strings.Compare(a.Name, b.Name)
	})
	return sorted
}

// FlowDistinguisher returns the part of a flow's identity that comes from
// the request: the user's name for ByUser, the namespace for ByNamespace
// (empty for a cluster-scoped or non-resource request), "" for a schema
// without a distinguisher method. An unknown method panics, as upstream:
// validation rejects it.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.computeFlowDistinguisher.
func FlowDistinguisher(digest RequestDigest, fs *flowcontrol.FlowSchema) string {
	method := fs.Spec.DistinguisherMethod
	if method == nil {
		return ""
	}
	switch method.Type {
	case flowcontrol.FlowDistinguisherMethodByUserType:
		return digest.User.GetName()
	case flowcontrol.FlowDistinguisherMethodByNamespaceType:
		return digest.RequestInfo.Namespace
	default:
		panic("invalid flow-distinguisher method " + string(method.Type))
	}
}

// HashFlowID hashes a flow's identity, the schema's name and the
// distinguisher, into the 64 bits that shuffle sharding deals from: the
// first 8 bytes, little-endian, of SHA-256 over the name, a zero byte and
// the distinguisher. The zero byte keeps ("ab", "c") and ("a", "bc")
// apart. (Upstream uses SHA-256 here, not a faster FNV hash.)
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.hashFlowID.
func HashFlowID(fsName, fDistinguisher string) uint64 {
	hash := sha256.New()
	hash.Write([]byte(fsName))
	hash.Write([]byte{0})
	hash.Write([]byte(fDistinguisher))
	var sum [sha256.Size]byte
	hash.Sum(sum[:0])
	return binary.LittleEndian.Uint64(sum[:8])
}
