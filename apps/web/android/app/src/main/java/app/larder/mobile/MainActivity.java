package app.larder.mobile;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
