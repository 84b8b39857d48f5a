package internalversion

import (
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
)

// ListOptions is metav1.ListOptions with parsed selectors.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/internalversion.ListOptions.
type ListOptions struct {
	// LabelSelector selects objects by labels; nil means everything.
	LabelSelector labels.Selector
	// FieldSelector selects objects by fields; nil means everything.
	FieldSelector fields.Selector
	// Watch turns a list into a watch.
	Watch bool
	// AllowWatchBookmarks lets the server send BOOKMARK events.
	AllowWatchBookmarks bool
	// ResourceVersion and ResourceVersionMatch choose which state to read.
	ResourceVersion      string
	ResourceVersionMatch metav1.ResourceVersionMatch
	// TimeoutSeconds ends a watch.
	TimeoutSeconds *int64
	// Limit and Continue page a list.
	Limit    int64
	Continue string
	// SendInitialEvents asks a watch to start with the current objects
	// (watch-list).
	SendInitialEvents *bool
}

// ConvertFromV1 parses the selectors of a wire ListOptions. A bad selector
// is an error the handler answers with 400.
// Upstream: the generated Convert_v1_ListOptions_To_internalversion_ListOptions.
func ConvertFromV1(in *metav1.ListOptions) (*ListOptions, error) {
	out := &ListOptions{
		Watch:                in.Watch,
		AllowWatchBookmarks:  in.AllowWatchBookmarks,
		ResourceVersion:      in.ResourceVersion,
		ResourceVersionMatch: in.ResourceVersionMatch,
		TimeoutSeconds:       in.TimeoutSeconds,
		Limit:                in.Limit,
		Continue:             in.Continue,
		SendInitialEvents:    in.SendInitialEvents,
		LabelSelector:        labels.Everything(),
		FieldSelector:        fields.Everything(),
	}
	if in.LabelSelector != "" {
		sel, err := labels.Parse(in.LabelSelector)
		if err != nil {
			return nil, fmt.Errorf("invalid label selector %q: %w", in.LabelSelector, err)
		}
		out.LabelSelector = sel
	}
	if in.FieldSelector != "" {
		sel, err := fields.ParseSelector(in.FieldSelector)
		if err != nil {
			return nil, fmt.Errorf("invalid field selector %q: %w", in.FieldSelector, err)
		}
		out.FieldSelector = sel
	}
	return out, nil
}
