package runtime_test

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func TestSerializerInfoForMediaType(t *testing.T) {
	types := legacyscheme.Codecs.SupportedMediaTypes()
	tests := []struct {
		mediaType string
		want      string
		ok        bool
	}{
		{"", "application/json", true},
		{"application/json", "application/json", true},
		{"application/json; charset=utf-8", "application/json", true},
		{"application/yaml", "application/yaml", true},
		{"application/vnd.kubernetes.protobuf", "application/vnd.kubernetes.protobuf", true},
		{"application/xml", "", false},
	}
	for _, tt := range tests {
		info, ok := runtime.SerializerInfoForMediaType(types, tt.mediaType)
		if ok != tt.ok || info.MediaType != tt.want {
			t.Errorf("%q: got %q, %v; want %q, %v", tt.mediaType, info.MediaType, ok, tt.want, tt.ok)
		}
	}
}
