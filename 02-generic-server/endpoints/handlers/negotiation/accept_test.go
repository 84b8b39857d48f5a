package negotiation

import (
	"reflect"
	"testing"
)

func TestParseAccept(t *testing.T) {
	cases := []struct {
		header string
		want   []AcceptClause
	}{
		{"", nil},
		{"application/json", []AcceptClause{{Type: "application", SubType: "json", Q: 1}}},
		{"*", []AcceptClause{{Type: "*", SubType: "*", Q: 1}}},
		{
			"application/json;as=Table;v=v1;g=meta.k8s.io,application/json",
			[]AcceptClause{
				{Type: "application", SubType: "json", Q: 1, Params: map[string]string{"as": "Table", "v": "v1", "g": "meta.k8s.io"}},
				{Type: "application", SubType: "json", Q: 1},
			},
		},
		{
			// best quality first, then the most specific, then the client's order
			"*/*;q=0.8, text/*, application/yaml;q=0.9, application/json, text/plain",
			[]AcceptClause{
				{Type: "application", SubType: "json", Q: 1},
				{Type: "text", SubType: "plain", Q: 1},
				{Type: "text", SubType: "*", Q: 1},
				{Type: "application", SubType: "yaml", Q: 0.9},
				{Type: "*", SubType: "*", Q: 0.8},
			},
		},
		{
			// malformed ranges and parameters are skipped; a bad q is 0
			"json, a/b/c, /x, text/plain;flag;q=zz, application/yaml; charset = utf-8 ",
			[]AcceptClause{
				{Type: "application", SubType: "yaml", Q: 1, Params: map[string]string{"charset": "utf-8"}},
				{Type: "text", SubType: "plain", Q: 0},
			},
		},
	}
	for _, c := range cases {
		if got := ParseAccept(c.header); !reflect.DeepEqual(got, c.want) {
			t.Errorf("ParseAccept(%q):\ngot  %+v\nwant %+v", c.header, got, c.want)
		}
	}
}
