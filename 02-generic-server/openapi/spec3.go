package openapi

// OpenAPIV3 is an OpenAPI v3 document, one per group version
// (/openapi/v3/apis/apps/v1): the paths under that group version and, in
// components.schemas, every schema they reference.
// Upstream: k8s.io/kube-openapi/pkg/spec3.OpenAPI.
type OpenAPIV3 struct {
	OpenAPI    string                 `json:"openapi"`
	Info       Info                   `json:"info"`
	Paths      map[string]*PathItemV3 `json:"paths"`
	Components Components             `json:"components"`
}

// Components holds the reusable schemas of a v3 document.
// Upstream: k8s.io/kube-openapi/pkg/spec3.Components.
type Components struct {
	Schemas map[string]*Schema `json:"schemas"`
}

// PathItemV3 holds the operations of one path and their shared parameters.
// Upstream: k8s.io/kube-openapi/pkg/spec3.Path.
type PathItemV3 struct {
	Get        *OperationV3   `json:"get,omitempty"`
	Put        *OperationV3   `json:"put,omitempty"`
	Post       *OperationV3   `json:"post,omitempty"`
	Delete     *OperationV3   `json:"delete,omitempty"`
	Options    *OperationV3   `json:"options,omitempty"`
	Head       *OperationV3   `json:"head,omitempty"`
	Patch      *OperationV3   `json:"patch,omitempty"`
	Parameters []*ParameterV3 `json:"parameters,omitempty"`
}

// OperationV3 is one method on one path. Unlike v2 the body is not a
// parameter but a requestBody, and every response lists its media types.
// Upstream: k8s.io/kube-openapi/pkg/spec3.Operation.
type OperationV3 struct {
	Tags        []string            `json:"tags,omitempty"`
	Description string              `json:"description,omitempty"`
	OperationID string              `json:"operationId,omitempty"`
	Parameters  []*ParameterV3      `json:"parameters,omitempty"`
	RequestBody *RequestBody        `json:"requestBody,omitempty"`
	Responses   map[int]*ResponseV3 `json:"responses"`
	Extensions  Extensions          `json:"-"`
}

// MarshalJSON writes the operation followed by its extensions.
// Upstream: k8s.io/kube-openapi/pkg/spec3.Operation.MarshalJSON.
func (o OperationV3) MarshalJSON() ([]byte, error) {
	type plain OperationV3
	return marshalWithExtensions(plain(o), o.Extensions)
}

// ParameterV3 is a path, query or header parameter; its type sits in a
// schema. Upstream: k8s.io/kube-openapi/pkg/spec3.Parameter.
type ParameterV3 struct {
	Name        string  `json:"name"`
	In          string  `json:"in"`
	Description string  `json:"description,omitempty"`
	Required    bool    `json:"required,omitempty"`
	Schema      *Schema `json:"schema,omitempty"`
}

// RequestBody is the body of a POST, PUT or PATCH, by media type.
// Upstream: k8s.io/kube-openapi/pkg/spec3.RequestBody.
type RequestBody struct {
	Description string                `json:"description,omitempty"`
	Content     map[string]*MediaType `json:"content"`
	Required    bool                  `json:"required,omitempty"`
}

// ResponseV3 is the description and, by media type, the schema of one
// status code. Upstream: k8s.io/kube-openapi/pkg/spec3.Response.
type ResponseV3 struct {
	Description string                `json:"description"`
	Content     map[string]*MediaType `json:"content,omitempty"`
}

// MediaType holds the schema of one media type of a body.
// Upstream: k8s.io/kube-openapi/pkg/spec3.MediaType.
type MediaType struct {
	Schema *Schema `json:"schema"`
}
