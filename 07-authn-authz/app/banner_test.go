package app

import (
	"bytes"
	"strings"
	"testing"
)

func TestPrintBanner(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--cert-dir=/srv/pki", "--etcd-data-dir=/srv/etcd"}, "try:  export KUBECONFIG=/srv/pki/admin.conf\n"},
		{[]string{"--tls-cert-file=/srv/my.crt"}, "serving with --tls-cert-file /srv/my.crt: bring your own kubeconfig"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			cmd := NewAPIServerCommand()
			if err := cmd.ParseFlags(tt.args); err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			printBanner(&out, cmd)
			if !strings.Contains(out.String(), tt.want) {
				t.Errorf("got %q; want %q in it", out.String(), tt.want)
			}
		})
	}
}
