package openapi

//go:generate go run ./gen

// DescriptionKey is the key of a description: the definition name for a
// type (io.k8s.api.apps.v1.DeploymentSpec), the definition name, a dot and
// the JSON field name for a field (io.k8s.api.apps.v1.DeploymentSpec.replicas).
// Upstream: none; openapi-gen puts each description into the schema it
// generates.
func DescriptionKey(definition, jsonField string) string {
	if jsonField == "" {
		return definition
	}
	return definition + "." + jsonField
}

// Description returns the description of a type or field: its Go doc
// comment in our source (descriptions_generated.go), or "".
// Upstream: the Description of each schema in k8s.io/kube-openapi's
// generated GetOpenAPIDefinitions, taken from k8s.io/api's doc comments.
func Description(key string) string {
	return descriptions[key]
}
