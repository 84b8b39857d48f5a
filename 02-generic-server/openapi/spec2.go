package openapi

// Swagger is an OpenAPI v2 document, the one /openapi/v2 serves: every
// path of the server in one document, and the definitions they reference.
// Upstream: k8s.io/kube-openapi/pkg/validation/spec.Swagger.
type Swagger struct {
	Swagger     string               `json:"swagger"`
	Info        Info                 `json:"info"`
	Paths       map[string]*PathItem `json:"paths"`
	Definitions map[string]*Schema   `json:"definitions"`
}

// Info is the title and version of a document.
// Upstream: k8s.io/kube-openapi/pkg/validation/spec.Info.
type Info struct {
	Title   string `json:"title"`
	Version string `json:"version"`
}

// PathItem holds the operations of one path and the parameters they all
// share. Upstream: k8s.io/kube-openapi/pkg/validation/spec.PathItem.
type PathItem struct {
	Get        *Operation   `json:"get,omitempty"`
	Put        *Operation   `json:"put,omitempty"`
	Post       *Operation   `json:"post,omitempty"`
	Delete     *Operation   `json:"delete,omitempty"`
	Options    *Operation   `json:"options,omitempty"`
	Head       *Operation   `json:"head,omitempty"`
	Patch      *Operation   `json:"patch,omitempty"`
	Parameters []*Parameter `json:"parameters,omitempty"`
}

// Operation is one method on one path.
// Upstream: k8s.io/kube-openapi/pkg/validation/spec.Operation.
type Operation struct {
	Description string            `json:"description,omitempty"`
	Consumes    []string          `json:"consumes,omitempty"`
	Produces    []string          `json:"produces,omitempty"`
	Schemes     []string          `json:"schemes,omitempty"`
	Tags        []string          `json:"tags,omitempty"`
	OperationID string            `json:"operationId,omitempty"`
	Parameters  []*Parameter      `json:"parameters,omitempty"`
	Responses   map[int]*Response `json:"responses"`
	Extensions  Extensions        `json:"-"`
}

// MarshalJSON writes the operation followed by its extensions.
// Upstream: k8s.io/kube-openapi/pkg/validation/spec.Operation.MarshalJSON.
func (o Operation) MarshalJSON() ([]byte, error) {
	type plain Operation
	return marshalWithExtensions(plain(o), o.Extensions)
}

// Parameter is a v2 parameter: a body parameter carries a schema, the
// others (path, query, header) a simple type.
// Upstream: k8s.io/kube-openapi/pkg/validation/spec.Parameter.
type Parameter struct {
	Name             string  `json:"name"`
	In               string  `json:"in"`
	Description      string  `json:"description,omitempty"`
	Required         bool    `json:"required,omitempty"`
	Schema           *Schema `json:"schema,omitempty"`
	Type             string  `json:"type,omitempty"`
	Format           string  `json:"format,omitempty"`
	Items            *Schema `json:"items,omitempty"`
	CollectionFormat string  `json:"collectionFormat,omitempty"`
	UniqueItems      bool    `json:"uniqueItems,omitempty"`
}

// Response is the description and schema of one status code.
// Upstream: k8s.io/kube-openapi/pkg/validation/spec.Response.
type Response struct {
	Description string  `json:"description"`
	Schema      *Schema `json:"schema,omitempty"`
}
