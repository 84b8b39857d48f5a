package printers

import (
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/duration"
	genericprinters "github.com/kube-rebuilt/apiserver/02-generic-server/printers"
)

// TableConvertor is the shared one of stage 02; the core kinds'
// convertors below are values of it.
type TableConvertor = genericprinters.TableConvertor

// Short names for the shared helpers the print functions use.
var (
	cells                   = genericprinters.Cells
	translateTimestampSince = genericprinters.TranslateTimestampSince
	nameColumn              = genericprinters.NameColumn
	ageColumn               = genericprinters.AgeColumn
)

// translateMicroTimestampSince is translateTimestampSince for a MicroTime.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.translateMicroTimestampSince.
func translateMicroTimestampSince(timestamp metav1.MicroTime) string {
	if timestamp.IsZero() {
		return "<unknown>"
	}
	return duration.HumanDuration(time.Since(timestamp.Time))
}

// noneIfEmpty prints "<none>" for an empty string.
func noneIfEmpty(s string) string {
	if s == "" {
		return "<none>"
	}
	return s
}
