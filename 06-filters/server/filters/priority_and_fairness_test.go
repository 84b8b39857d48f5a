package filters

import (
	"net/http"
	"net/http/httptest"
	"reflect"
	"testing"
)

// TestSetResponseHeaders: the two response headers are what
// Header().Set would make of them (canonical keys, one value each), also
// over headers set before, and none without a classification.
func TestSetResponseHeaders(t *testing.T) {
	tests := []struct {
		name   string
		cls    *classification
		before http.Header
	}{
		{"classified", &classification{flowSchemaName: "global-default", flowSchemaUID: "fs-uid", priorityLevelName: "global-default", priorityLevelUID: "pl-uid"}, nil},
		{"over earlier values", &classification{flowSchemaUID: "fs-2", priorityLevelUID: "pl-2"},
			http.Header{"X-Kubernetes-Pf-Flowschema-Uid": {"old"}, "Content-Type": {"application/json"}}},
		{"empty UIDs", &classification{}, nil},
		{"not classified", nil, http.Header{"Content-Type": {"application/json"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, want := httptest.NewRecorder(), httptest.NewRecorder()
			for k, v := range tt.before {
				got.Header()[k] = append([]string(nil), v...)
				want.Header()[k] = append([]string(nil), v...)
			}
			setResponseHeaders(tt.cls, got)
			if tt.cls != nil {
				want.Header().Set(ResponseHeaderMatchedPriorityLevelConfigurationUID, tt.cls.priorityLevelUID)
				want.Header().Set(ResponseHeaderMatchedFlowSchemaUID, tt.cls.flowSchemaUID)
			}
			if !reflect.DeepEqual(got.Header(), want.Header()) {
				t.Errorf("got %v; want %v", got.Header(), want.Header())
			}
			if tt.cls != nil {
				if got := got.Header().Get(ResponseHeaderMatchedFlowSchemaUID); got != tt.cls.flowSchemaUID {
					t.Errorf("Get(%s): got %q; want %q", ResponseHeaderMatchedFlowSchemaUID, got, tt.cls.flowSchemaUID)
				}
			}
		})
	}
}
