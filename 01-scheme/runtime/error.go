package runtime

import (
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// notRegisteredErr says a kind or a Go type is not in the scheme.
// Upstream: k8s.io/apimachinery/pkg/runtime.notRegisteredErr.
type notRegisteredErr struct {
	schemeName string
	gvk        schema.GroupVersionKind
	target     GroupVersioner
	t          reflect.Type
}

// NewNotRegisteredErrForKind reports an unknown GVK.
func NewNotRegisteredErrForKind(schemeName string, gvk schema.GroupVersionKind) error {
	return &notRegisteredErr{schemeName: schemeName, gvk: gvk}
}

// NewNotRegisteredErrForType reports an unknown Go type.
func NewNotRegisteredErrForType(schemeName string, t reflect.Type) error {
	return &notRegisteredErr{schemeName: schemeName, t: t}
}

// NewNotRegisteredErrForTarget reports a Go type with no kind in the target.
func NewNotRegisteredErrForTarget(schemeName string, t reflect.Type, target GroupVersioner) error {
	return &notRegisteredErr{schemeName: schemeName, t: t, target: target}
}

func (k *notRegisteredErr) Error() string {
	if k.t != nil && k.target != nil {
		return fmt.Sprintf("%v is not suitable for converting to %q in scheme %q", k.t, k.target.Identifier(), k.schemeName)
	}
	if !k.gvk.Empty() {
		if k.gvk.Version == "" {
			return fmt.Sprintf("no kind %q is registered for the default version of group %q in scheme %q", k.gvk.Kind, k.gvk.Group, k.schemeName)
		}
		return fmt.Sprintf("no kind %q is registered for version %q in scheme %q", k.gvk.Kind, k.gvk.GroupVersion().String(), k.schemeName)
	}
	return fmt.Sprintf("no kind is registered for the type %v in scheme %q", k.t, k.schemeName)
}

// IsNotRegisteredError reports whether err says a kind or type is unknown.
// Upstream: k8s.io/apimachinery/pkg/runtime.IsNotRegisteredError.
func IsNotRegisteredError(err error) bool {
	var e *notRegisteredErr
	return errors.As(err, &e)
}

type missingKindErr struct{ data string }

// NewMissingKindErr reports data with no kind field.
func NewMissingKindErr(data string) error { return &missingKindErr{data} }

func (k *missingKindErr) Error() string {
	return fmt.Sprintf("Object 'Kind' is missing in '%s'", k.data)
}

// IsMissingKind reports whether err says the kind field is missing.
// Upstream: k8s.io/apimachinery/pkg/runtime.IsMissingKind.
func IsMissingKind(err error) bool {
	var e *missingKindErr
	return errors.As(err, &e)
}

type missingVersionErr struct{ data string }

// NewMissingVersionErr reports data with no apiVersion field.
func NewMissingVersionErr(data string) error { return &missingVersionErr{data} }

func (k *missingVersionErr) Error() string {
	return fmt.Sprintf("Object 'apiVersion' is missing in '%s'", k.data)
}

// IsMissingVersion reports whether err says the apiVersion field is missing.
// Upstream: k8s.io/apimachinery/pkg/runtime.IsMissingVersion.
func IsMissingVersion(err error) bool {
	var e *missingVersionErr
	return errors.As(err, &e)
}

// StrictDecodingError lists the unknown and duplicate fields that a strict
// decoder found. The object was still decoded; callers choose whether the
// problems are warnings or errors (fieldValidation=Warn or Strict).
// Upstream: k8s.io/apimachinery/pkg/runtime.strictDecodingError.
type StrictDecodingError struct {
	errs []error
}

// NewStrictDecodingError wraps the problems a strict decode found.
func NewStrictDecodingError(errs []error) error { return &StrictDecodingError{errs: errs} }

func (e *StrictDecodingError) Error() string {
	var s strings.Builder
	s.WriteString("strict decoding error: ")
	for i, err := range e.errs {
		if i != 0 {
			s.WriteString(", ")
		}
		s.WriteString(err.Error())
	}
	return s.String()
}

// Errors returns the individual problems.
func (e *StrictDecodingError) Errors() []error { return e.errs }

// AsStrictDecodingError returns err as a StrictDecodingError, if it is one.
// Upstream: k8s.io/apimachinery/pkg/runtime.AsStrictDecodingError.
func AsStrictDecodingError(err error) (*StrictDecodingError, bool) {
	var e *StrictDecodingError
	ok := errors.As(err, &e)
	return e, ok
}
