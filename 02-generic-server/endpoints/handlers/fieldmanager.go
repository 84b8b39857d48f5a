package handlers

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// managerOrUserAgent is the manager a write is recorded under: the
// fieldManager query parameter, or else the user agent's prefix
// ("kubectl" for "kubectl/v1.37.0 (linux/amd64) kubernetes/abc").
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.managerOrUserAgent.
func managerOrUserAgent(manager, userAgent string) string {
	if manager != "" {
		return manager
	}
	return prefixFromUserAgent(userAgent)
}

// prefixFromUserAgent takes what precedes the first "/", without
// unprintable characters, cut at the fieldManager length limit.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.prefixFromUserAgent.
func prefixFromUserAgent(u string) string {
	m := strings.Split(u, "/")[0]
	buf := bytes.NewBuffer(nil)
	for _, r := range m {
		if !unicode.IsPrint(r) {
			continue
		}
		if buf.Len()+utf8.RuneLen(r) > fieldManagerMaxLength {
			break
		}
		buf.WriteRune(r)
	}
	return buf.String()
}

// fieldManagerTransformer records manager's update of the stored object
// in the new object's managedFields, each time the storage asks for the
// updated object (the stored object may change between tries). A scope
// without a field manager (a resource without an OpenAPI schema) leaves
// managedFields as the client sent them.
// Upstream: the first transformer of UpdateResource.
func fieldManagerTransformer(scope *RequestScope, manager string) rest.TransformFunc {
	return func(_ context.Context, newObj, liveObj runtime.Object) (runtime.Object, error) {
		if scope.FieldManager == nil {
			return newObj, nil
		}
		return scope.FieldManager.UpdateNoErrors(liveObj, newObj, manager), nil
	}
}

// updateCreatedManagedFields records the manager of a create: the fields
// the new object sets, compared to an empty object of the served version.
// Upstream: the FieldManager.UpdateNoErrors call in createHandler.
func updateCreatedManagedFields(scope *RequestScope, obj runtime.Object, manager string) (runtime.Object, error) {
	if scope.FieldManager == nil {
		return obj, nil
	}
	liveObj, err := scope.Creater.New(scope.Kind)
	if err != nil {
		return nil, fmt.Errorf("failed to create new object (Create for %v): %v", scope.Kind, err)
	}
	return scope.FieldManager.UpdateNoErrors(liveObj, obj, manager), nil
}
