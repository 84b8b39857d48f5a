package openapi

import "net/http"

// Config is what the builder needs besides the routes: the document's
// info, the schemes v2 lists on every operation, and the responses every
// operation may give that its route does not declare.
// Upstream: k8s.io/kube-openapi/pkg/common.Config (Info, ProtocolList,
// CommonResponses; GetDefinitions and GetDefinitionName become our
// reflection over Go types and the DefinitionNamer).
type Config struct {
	Info            Info
	ProtocolList    []string
	CommonResponses map[int]string
}

// DefaultConfig is the configuration every generic server starts with:
// https, and 401 Unauthorized on every operation (the authentication
// filter, stage 07, may answer it before any handler runs).
// Upstream: k8s.io/apiserver/pkg/server.DefaultOpenAPIConfig.
func DefaultConfig(title, version string) Config {
	return Config{
		Info:            Info{Title: title, Version: version},
		ProtocolList:    []string{"https"},
		CommonResponses: map[int]string{http.StatusUnauthorized: "Unauthorized"},
	}
}
