package errors

import (
	"errors"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

func TestInterpret(t *testing.T) {
	gr := schema.GroupResource{Resource: "configmaps"}
	plain := errors.New("boom")
	tests := []struct {
		name string
		got  error
		code int32
	}{
		{"get not found", InterpretGetError(storage.NewKeyNotFoundError("/k", 0), gr, "a"), 404},
		{"create exists", InterpretCreateError(storage.NewKeyExistsError("/k", 0), gr, "a"), 409},
		{"update conflict", InterpretUpdateError(storage.NewResourceVersionConflictsError("/k", 0), gr, "a"), 409},
		{"update precondition", InterpretUpdateError(storage.NewInvalidObjError("/k", "uid"), gr, "a"), 409},
		{"delete not found", InterpretDeleteError(storage.NewKeyNotFoundError("/k", 0), gr, "a"), 404},
		{"delete unreachable", InterpretDeleteError(storage.NewUnreachableError("/k", 0), gr, "a"), 500},
		{"list internal", InterpretListError(storage.NewInternalError(plain), gr), 500},
		{"too large rv", InterpretListError(storage.NewTooLargeResourceVersionError(10, 5, 1), gr), 504},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var se *apierrors.StatusError
			if !errors.As(tt.got, &se) {
				t.Fatalf("got %T %v; want a *StatusError", tt.got, tt.got)
			}
			if se.ErrStatus.Code != tt.code {
				t.Errorf("got code %d; want %d", se.ErrStatus.Code, tt.code)
			}
		})
	}
	if got := InterpretGetError(plain, gr, "a"); got != plain {
		t.Errorf("got %v; want the error unchanged", got)
	}
	if !storage.IsTooLargeResourceVersion(storage.NewTooLargeResourceVersionError(10, 5, 1)) {
		t.Errorf("IsTooLargeResourceVersion = false; want true")
	}
}
