package registry

import (
	"context"
	"fmt"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// NamespaceKeyRootFunc is where a namespaced list or watch looks:
// prefix/<namespace>, or prefix alone for all namespaces.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.NamespaceKeyRootFunc.
func NamespaceKeyRootFunc(ctx context.Context, prefix string) string {
	key := prefix
	if ns, ok := request.NamespaceFrom(ctx); ok && len(ns) > 0 {
		key = key + "/" + ns
	}
	return key
}

// NamespaceKeyFunc is the key of a namespaced object:
// prefix/<namespace>/<name>. The request must name a namespace.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.NamespaceKeyFunc.
func NamespaceKeyFunc(ctx context.Context, prefix string, name string) (string, error) {
	key := NamespaceKeyRootFunc(ctx, prefix)
	if ns, ok := request.NamespaceFrom(ctx); !ok || len(ns) == 0 {
		return "", apierrors.NewBadRequest("Namespace parameter required.")
	}
	if err := checkName(name); err != nil {
		return "", err
	}
	return key + "/" + name, nil
}

// NoNamespaceKeyFunc is the key of a cluster-scoped object: prefix/<name>.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.NoNamespaceKeyFunc.
func NoNamespaceKeyFunc(ctx context.Context, prefix string, name string) (string, error) {
	if err := checkName(name); err != nil {
		return "", err
	}
	return prefix + "/" + name, nil
}

// checkName refuses a name that would not be one key segment.
// Upstream: the name checks of NamespaceKeyFunc and NoNamespaceKeyFunc.
func checkName(name string) error {
	if len(name) == 0 {
		return apierrors.NewBadRequest("Name parameter required.")
	}
	if msgs := validation.ValidatePathSegmentName(name, false); len(msgs) != 0 {
		return apierrors.NewBadRequest(fmt.Sprintf("Name parameter invalid: %q: %s", name, strings.Join(msgs, ";")))
	}
	return nil
}
