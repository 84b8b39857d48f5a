package registrytest

import (
	"errors"
	"strings"

	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// Causes summarizes the causes of an API error as "reason field" pairs
// joined by "; " (such as "FieldValueRequired spec.containers"), so a
// test can compare the 422 a client would see in one string. Any other
// error prints as its reason.
func Causes(err error) string {
	var statusErr *apierrors.StatusError
	if !errors.As(err, &statusErr) {
		if err == nil {
			return ""
		}
		return "not an API error: " + err.Error()
	}
	if statusErr.ErrStatus.Details == nil || len(statusErr.ErrStatus.Details.Causes) == 0 {
		return string(statusErr.ErrStatus.Reason)
	}
	var parts []string
	for _, c := range statusErr.ErrStatus.Details.Causes {
		parts = append(parts, string(c.Type)+" "+c.Field)
	}
	return strings.Join(parts, "; ")
}
