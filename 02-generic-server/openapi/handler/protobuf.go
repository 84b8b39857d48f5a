package handler

import (
	openapi_v2 "github.com/google/gnostic-models/openapiv2"
	openapi_v3 "github.com/google/gnostic-models/openapiv3"
	"google.golang.org/protobuf/proto"
)

// ToProtoBinary converts a v2 document from JSON to gnostic's protobuf
// messages, the form kubectl asks /openapi/v2 for. gnostic parses the
// JSON (as YAML, of which JSON is a subset) into its typed model, which
// protobuf then encodes.
// Upstream: k8s.io/kube-openapi/pkg/handler.ToProtoBinary.
func ToProtoBinary(json []byte) ([]byte, error) {
	document, err := openapi_v2.ParseDocument(json)
	if err != nil {
		return nil, err
	}
	return proto.Marshal(document)
}

// ToV3ProtoBinary converts a v3 document from JSON to gnostic's protobuf
// messages. Upstream: k8s.io/kube-openapi/pkg/handler3.ToV3ProtoBinary.
func ToV3ProtoBinary(json []byte) ([]byte, error) {
	document, err := openapi_v3.ParseDocument(json)
	if err != nil {
		return nil, err
	}
	return proto.Marshal(document)
}
